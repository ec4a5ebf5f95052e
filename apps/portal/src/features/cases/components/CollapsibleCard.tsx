// portal-spec §2 Case details: collapsible cards. The disclosure pattern: the heading holds a button with
// aria-expanded that shows or hides the card's body.
import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../shared/icons/icons.tsx';

export interface CollapsibleCardProps {
  title: ReactNode;
  /** Shown under the title in the header, e.g. a count. */
  meta?: ReactNode;
  children: ReactNode;
  /** Actions in the card's footer, shown only while expanded. */
  footer?: ReactNode;
  defaultOpen?: boolean;
  id?: string;
}

export function CollapsibleCard({
  title,
  meta,
  children,
  footer,
  defaultOpen = true,
  id,
}: CollapsibleCardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const titleId = useId();
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      overflow="hidden"
    >
      <Heading as="h2" m="0">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          w="full"
          display="flex"
          alignItems="center"
          gap="3"
          px={{ base: '4', md: '6' }}
          py="4"
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{
            outlineWidth: '2px',
            outlineStyle: 'solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '-2px',
          }}
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
            transition="transform 0.2s"
            title={open ? t`Zwiń` : t`Rozwiń`}
          >
            <ChevronDownIcon />
          </Box>
        </chakra.button>
      </Heading>
      <Box id={bodyId} hidden={!open} borderTopWidth="1px" borderColor="border.muted">
        <Box px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }}>
          {children}
        </Box>
        {footer ? (
          <Flex px={{ base: '4', md: '6' }} pb={{ base: '4', md: '5' }} gap="3" wrap="wrap">
            {footer}
          </Flex>
        ) : null}
      </Box>
    </Box>
  );
}
