// portal-spec §2 Case list on mobile (below md): a card per case with a see-details link.
import { Box, chakra, Flex, Heading, Link as ChakraLink, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { IssueListItem } from '@portal/api-contract';
import { ArrowRightIcon, formatDate } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { IssueCueBadges, rowAccent, rowBackground } from './IssueRowCues.tsx';
import { AddressText } from './AddressText.tsx';
import { StatusBadge } from './StatusBadge.tsx';

function CardField({
  label,
  children,
  wide = false,
}: {
  label: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box gridColumn={wide ? '1 / -1' : undefined}>
      <Text as="dt" textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" textStyle="sm" m="0">
        {children}
      </Text>
    </Box>
  );
}

export function IssueCards({ issues, label }: { issues: readonly IssueListItem[]; label: string }) {
  return (
    <chakra.ul
      aria-label={label}
      listStyleType="none"
      m="0"
      p="0"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      {issues.map((issue) => (
        <chakra.li
          key={issue.id}
          bg={rowBackground(issue) ?? 'bg.panel'}
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border.muted"
          borderLeftWidth="4px"
          borderLeftColor={rowAccent(issue)}
          boxShadow="sm"
          p="4"
        >
          <Text textStyle="xs" color="fg.muted" fontWeight="medium">
            <Trans>Numer sprawy</Trans>
          </Text>
          <Heading as="h3" textStyle="lg" fontWeight="bold" color="brand.fg" whiteSpace="nowrap">
            {issue.number}
          </Heading>
          <Flex gap="1.5" wrap="wrap" align="center" mt="2" mb="4">
            <StatusBadge status={issue.status} />
            <IssueCueBadges issue={issue} />
          </Flex>
          <chakra.dl display="grid" gridTemplateColumns="repeat(2,minmax(0,1fr))" gap="3" m="0">
            <CardField label={<Trans>Rodzaj sprawy</Trans>}>{issue.type}</CardField>
            <CardField label={<Trans>Data złożenia wniosku</Trans>}>
              {formatDate(issue.registrationDate)}
            </CardField>
            <CardField label={<Trans>Adres</Trans>} wide>
              <AddressText address={issue.address} />
            </CardField>
            <CardField label={<Trans>Nazwa klienta</Trans>}>{issue.client}</CardField>
            <CardField label={<Trans>Numer kodu kreskowego</Trans>}>{issue.barcode}</CardField>
          </chakra.dl>
          <ChakraLink
            asChild
            mt="4"
            fontWeight="semibold"
            color="brand.fg"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            minH="11"
          >
            <Link to="/lista-spraw/$issueId" params={{ issueId: String(issue.id) }}>
              <Trans>Zobacz szczegóły</Trans>{' '}
              <VisuallyHidden>
                <Trans>sprawy {issue.number}</Trans>
              </VisuallyHidden>
              <ArrowRightIcon />
            </Link>
          </ChakraLink>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
