// A white panel whose heading is a disclosure button (aria-expanded, aria-controls) that shows or hides the
// body: the case details page's cards (portal-spec §2, "collapsible cards") and the payments panel on it.
import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/ChevronDownIcon.tsx';
import { focusRing } from '../theme/focusRing.ts';
import { PanelSection } from './PanelSection.tsx';

export interface DisclosureCardProps {
  title: ReactNode;
  /** Under the title in the heading, e.g. a count. */
  meta?: ReactNode;
  children: ReactNode;
  /** Actions under the body, shown only while the card is open. */
  footer?: ReactNode;
  defaultOpen?: boolean;
  id?: string | undefined;
  /** While the body reloads. */
  busy?: boolean;
  /** The body's own padding; off when it holds a list that runs edge to edge. */
  padded?: boolean;
}

const inset = { base: '4', md: '6' } as const;

export function DisclosureCard({
  title,
  meta,
  children,
  footer,
  defaultOpen = true,
  id,
  busy = false,
  padded = true,
}: DisclosureCardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const titleId = useId();
  return (
    <PanelSection id={id} labelledBy={titleId} busy={busy}>
      <Heading as="h2" m="0">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          w="full"
          display="flex"
          alignItems="center"
          gap="3"
          px={inset}
          py="4"
          textAlign="start"
          cursor="pointer"
          // The hover fill follows the card's rounded corners: all four while closed, the top two while open.
          borderTopRadius="xl"
          borderBottomRadius={open ? '0' : 'xl'}
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={focusRing('-2px')}
          onClick={() => setOpen((value) => !value)}
        >
          <Flex direction="column" flex="1" gap="0.5">
            <Box
              as="span"
              id={titleId}
              textStyle={{ base: 'lg', md: 'xl' }}
              fontWeight="bold"
              color="brand.fg"
            >
              {title}
            </Box>
            {meta ? (
              <Box as="span" textStyle="sm" color="fg.muted" fontWeight="normal">
                {meta}
              </Box>
            ) : null}
          </Flex>
          <Box
            as="span"
            fontSize="xl"
            color="fg.muted"
            transform={open ? 'rotate(180deg)' : undefined}
            transitionProperty="transform"
            transitionDuration="moderate"
            title={open ? t`Zwiń` : t`Rozwiń`}
          >
            <ChevronDownIcon />
          </Box>
        </chakra.button>
      </Heading>
      <Box id={bodyId} hidden={!open} borderTopWidth="1px" borderColor="border.muted">
        {padded ? (
          <Box px={inset} py={{ base: '4', md: '5' }}>
            {children}
          </Box>
        ) : (
          children
        )}
        {footer ? (
          <Flex px={inset} pb={{ base: '4', md: '5' }} gap="3" wrap="wrap">
            {footer}
          </Flex>
        ) : null}
      </Box>
    </PanelSection>
  );
}
