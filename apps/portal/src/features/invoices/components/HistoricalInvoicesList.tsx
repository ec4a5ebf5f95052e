// portal-spec §2 and §4 Historical invoices: PAID shows its payment date, CANCELED a chip. The same columns
// as the pay section with the payment date last (a table on wide screens, tiles below md). The tiles are
// plain elements with the list's classes (InvoiceListClasses).
import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { invoiceRows, type InvoiceRow } from '../lib/invoiceRow.ts';
import { CanceledChip, CaseNumber, InvestmentAddress, PaidBadge } from './InvoiceFacts.tsx';
import {
  Fact,
  InvoiceAmount,
  InvoiceTable,
  InvoiceTileFacts,
  InvoiceTileHeading,
} from './InvoiceRowParts.tsx';
import { InvoiceListClasses, useInvoiceList } from './InvoiceListClasses.tsx';

export interface HistoricalInvoicesListProps {
  invoices: readonly Invoice[];
  caption: string;
}

/** History is never overdue; its case numbers always link to the case. */
function historyRows(invoices: readonly Invoice[]): InvoiceRow[] {
  return invoiceRows(invoices, { now: 0, caseLinks: true });
}

function PaymentOutcome({ row }: { row: InvoiceRow }) {
  if (row.canceled) return <CanceledChip />;
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" fontWeight="medium">
      {row.paymentDate}
    </Text>
  );
}

export function HistoricalInvoicesTable({ invoices, caption }: HistoricalInvoicesListProps) {
  return (
    <InvoiceTable
      label={caption}
      caption={caption}
      kindHeaderPs={{ md: '6' }}
      lastHeader={<Trans>Data płatności</Trans>}
    >
      {historyRows(invoices).map((row) => (
        <Table.Row
          key={row.key}
          data-status={row.invoice.status}
          color={row.canceled ? 'fg.muted' : undefined}
        >
          <Table.Cell ps={{ md: '6' }} minW="24">
            {row.type}
          </Table.Cell>
          <Table.Cell fontWeight="semibold" whiteSpace="nowrap" color="fg">
            {row.number}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <CaseNumber issueNumber={row.issueNumber} issueId={row.issueId} />
          </Table.Cell>
          <Table.Cell minW="36" maxW="60">
            <InvestmentAddress address={row.investmentAddress} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {row.issueDate}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {row.paymentTerm}
          </Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold">
            <InvoiceAmount row={row} />
          </Table.Cell>
          <Table.Cell pe={{ md: '6' }}>
            <PaymentOutcome row={row} />
          </Table.Cell>
        </Table.Row>
      ))}
    </InvoiceTable>
  );
}

function HistoryTiles({ invoices, caption }: HistoricalInvoicesListProps) {
  const { classes, text } = useInvoiceList();
  return (
    <Stack as="ul" gap="3" px="4" pb="4" listStyleType="none" aria-label={caption}>
      {historyRows(invoices).map((row) => (
        <li
          key={row.key}
          data-status={row.invoice.status}
          className={row.canceled ? classes.historyTileCanceled : classes.historyTile}
        >
          <InvoiceTileHeading
            row={row}
            trailing={
              <div className={classes.amountAndStatus}>
                <InvoiceAmount row={row} large />
                {row.canceled ? <CanceledChip /> : <PaidBadge />}
              </div>
            }
          />
          <InvoiceTileFacts
            row={row}
            first={
              row.paymentDate !== null ? (
                <Fact label={text.paymentDate}>
                  <span className={classes.strong}>{row.paymentDate}</span>
                </Fact>
              ) : null
            }
            paymentTerm={row.paymentTerm}
          />
          <span className={classes.srOnly}>{row.canceled ? text.canceledDocument : null}</span>
        </li>
      ))}
    </Stack>
  );
}

export function HistoricalInvoiceTiles(props: HistoricalInvoicesListProps) {
  return (
    <InvoiceListClasses>
      <HistoryTiles {...props} />
    </InvoiceListClasses>
  );
}
