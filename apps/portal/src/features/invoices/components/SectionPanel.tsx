// A white section of the invoices screens with its own h2; lists inside it run edge to edge, so a
// nine-column table fits the page width. On the case details page (`compact`) it is one of the case's
// cards: @portal/ui's DisclosureCard, in the same frame (PanelSection).
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { DisclosureCard, PanelSection } from '@portal/ui';
import { useId, type ReactNode } from 'react';

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
  const titleId = useId();
  if (compact)
    return (
      <DisclosureCard title={title} meta={meta} id={id} busy={busy} padded={false}>
        {children}
      </DisclosureCard>
    );
  return (
    <PanelSection id={id} labelledBy={titleId} busy={busy}>
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
      {children}
    </PanelSection>
  );
}
