// A white section of the invoices screens with its own h2; lists inside it run edge to edge, so a
// nine-column table fits the page width. On the case details page it matches the case's cards: a smaller
// title and, portal-spec §2 "collapsible cards", a disclosure button in the heading (aria-expanded).
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../shared/icons/icons.tsx';

export interface SectionPanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on narrow ones (e.g. a count or a filters toggle). */
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  /** While the content reloads. */
  busy?: boolean;
  /** The case details look: a smaller title, collapsible, with a line under the heading. */
  compact?: boolean;
  /** compact only: under the title, e.g. the number of payments. */
  meta?: ReactNode;
}

export function SectionPanel({
  title,
  description,
  actions,
  children,
  id,
  busy = false,
  compact = false,
  meta,
}: SectionPanelProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      scrollMarginTop="24"
    >
      {compact ? (
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
            borderRadius="xl"
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
              transitionProperty="transform"
              transitionDuration="moderate"
              title={open ? t`Zwiń` : t`Rozwiń`}
            >
              <ChevronDownIcon />
            </Box>
          </chakra.button>
        </Heading>
      ) : (
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'flex-start' }}
          justify="space-between"
          gap="3"
          px={{ base: '4', md: '6' }}
          pt={{ base: '5', md: '6' }}
          pb={{ base: '4', md: '5' }}
        >
          <Stack gap="1">
            <Heading
              as="h2"
              id={titleId}
              textStyle={{ base: 'xl', md: '2xl' }}
              fontWeight="bold"
              color="brand.fg"
            >
              {title}
            </Heading>
            {description ? (
              <Text textStyle="sm" color="fg.muted" maxW="2xl">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? (
            <Flex gap="2" wrap="wrap" flexShrink={0}>
              {actions}
            </Flex>
          ) : null}
        </Flex>
      )}
      <Box
        id={bodyId}
        hidden={compact && !open}
        borderTopWidth={compact ? '1px' : '0'}
        borderColor="border.muted"
      >
        {children}
      </Box>
    </Box>
  );
}
