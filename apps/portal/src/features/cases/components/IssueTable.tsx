// portal-spec §2 and §3 Case list on desktop: a table with the columns case number, barcode number,
// application date, client name, address, case type and status. The whole row is clickable; for the
// keyboard the case number is a real link (one tab stop per row, Enter opens the case).
import { Box, Flex, Link as ChakraLink, Table, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueListItem } from '@portal/api-contract';
import { focusRing, formatDate } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { IssueCueBadges, rowAccent, rowBackground, rowHoverBackground } from './IssueRowCues.tsx';
import { AddressText } from './AddressText.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface IssueTableProps {
  issues: readonly IssueListItem[];
  caption: string;
}

/** A click anywhere in the row follows the row's link, unless it was on a control or ended a text selection. */
function followRowLink(event: MouseEvent<HTMLTableRowElement>): void {
  const target = event.target as HTMLElement;
  if (target.closest('a,button,input,select,textarea')) return;
  if (window.getSelection()?.toString()) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
}

export function IssueTable({ issues, caption }: IssueTableProps) {
  const { t } = useLingui();
  return (
    <Box
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      overflowX="auto"
    >
      <Table.Root recipe={tableSlotRecipe} size="sm" textStyle="sm">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Numer sprawy</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Numer kodu kreskowego</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Data złożenia wniosku</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Nazwa klienta</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Adres</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Rodzaj sprawy</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="fg.muted" fontWeight="semibold">
              <Trans>Status</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {issues.map((issue) => (
            <Table.Row
              key={issue.id}
              bg={rowBackground(issue)}
              cursor="pointer"
              onClick={followRowLink}
              _hover={{ bg: rowHoverBackground(issue) }}
              _focusWithin={focusRing('-2px')}
              verticalAlign="top"
            >
              <Table.Cell borderLeftWidth="4px" borderLeftColor={rowAccent(issue)}>
                <Flex direction="column" gap="1.5" align="flex-start">
                  <ChakraLink
                    asChild
                    fontWeight="bold"
                    color="brand.fg"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                    whiteSpace="nowrap"
                  >
                    <Link to="/lista-spraw/$issueId" params={{ issueId: String(issue.id) }} data-row-link="">
                      {issue.number}
                      <VisuallyHidden>{t`, zobacz szczegóły`}</VisuallyHidden>
                    </Link>
                  </ChakraLink>
                  <IssueCueBadges issue={issue} />
                </Flex>
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{issue.barcode}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatDate(issue.registrationDate)}
              </Table.Cell>
              <Table.Cell>{issue.client}</Table.Cell>
              <Table.Cell minW="44">
                <AddressText address={issue.address} />
              </Table.Cell>
              <Table.Cell>{issue.type}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={issue.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
