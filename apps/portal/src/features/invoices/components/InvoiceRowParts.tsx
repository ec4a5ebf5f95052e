// The markup the invoice table and tiles of both sections have in common, fed by one row model
// (lib/invoiceRow.ts): the table frame and its column headers, a tile's heading, a tile's facts. The rows'
// and tiles' parts are plain elements with the list's classes (InvoiceListClasses).
import { Table, VisuallyHidden, type TableColumnHeaderProps } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { InvoiceRow } from '../lib/invoiceRow.ts';
import { CaseNumber, InvestmentAddress } from './InvoiceFacts.tsx';
import { InvoiceListClasses, useInvoiceList } from './InvoiceListClasses.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';

const header = {
  scope: 'col',
  color: 'fg.muted',
  fontWeight: 'semibold',
  textStyle: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  py: '3',
} as const;

export function InvoiceColumnHeader(props: TableColumnHeaderProps) {
  return <Table.ColumnHeader {...header} {...props} />;
}

export interface InvoiceTableProps {
  /** Names the scroll area while the table is wider than the screen. */
  label: string;
  caption: ReactNode;
  /** Column headers before the document kind (the select-all checkbox). */
  leadingHeaders?: ReactNode;
  /** The document kind's header starts the row's padding when nothing stands before it. */
  kindHeaderPs?: TableColumnHeaderProps['ps'];
  /** The last column's header: actions, or the payment date. */
  lastHeader: ReactNode;
  children: ReactNode;
}

export function InvoiceTable({
  label,
  caption,
  leadingHeaders,
  kindHeaderPs,
  lastHeader,
  children,
}: InvoiceTableProps) {
  return (
    <InvoiceListClasses>
      <ScrollableTable label={label}>
        <Table.Root recipe={tableSlotRecipe} size="sm" textStyle="sm" css={{ '& td, & th': { px: '2.5' } }}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {leadingHeaders}
              <InvoiceColumnHeader ps={kindHeaderPs}>
                <Trans>Rodzaj dokumentu</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader>
                <Trans>Numer dokumentu</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader>
                <Trans>Numer sprawy</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader>
                <Trans>Adres inwestycji</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader>
                <Trans>Data wystawienia</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader>
                <Trans>Termin płatności</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader textAlign="end">
                <Trans>Kwota</Trans>
              </InvoiceColumnHeader>
              <InvoiceColumnHeader pe={{ md: '6' }}>{lastHeader}</InvoiceColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </ScrollableTable>
    </InvoiceListClasses>
  );
}

/**
 * The row model's amount ('1 234,56 zł'), kept on one line with even digits, as `Money` draws it; struck
 * through when the invoice was canceled.
 */
export function InvoiceAmount({ row, large = false }: { row: InvoiceRow; large?: boolean }) {
  const { classes } = useInvoiceList();
  const className = large
    ? row.canceled
      ? classes.amountLargeCanceled
      : classes.amountLarge
    : row.canceled
      ? classes.amountCanceled
      : classes.amount;
  return <span className={className}>{row.amount}</span>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  const { classes } = useInvoiceList();
  return (
    <>
      <dt className={classes.term}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </>
  );
}

/** A tile's first line: the document kind over its number, between an optional checkbox and the amount. */
export function InvoiceTileHeading({
  row,
  leading,
  trailing,
}: {
  row: InvoiceRow;
  leading?: ReactNode;
  trailing: ReactNode;
}) {
  const { classes } = useInvoiceList();
  return (
    <div className={classes.heading}>
      {leading ? <div className={classes.headingLeading}>{leading}</div> : null}
      <div className={classes.headingText}>
        <p className={classes.kind}>{row.type}</p>
        <p className={classes.number}>{row.number}</p>
      </div>
      {trailing}
    </div>
  );
}

/** A tile's facts: the case, the investment address, the issue date and the payment term. */
export function InvoiceTileFacts({
  row,
  first,
  paymentTerm,
}: {
  row: InvoiceRow;
  /** A fact that comes before the others (the payment date of a paid invoice). */
  first?: ReactNode;
  /** How the payment term is shown (marked when overdue in the pay section). */
  paymentTerm: ReactNode;
}) {
  const { classes, text } = useInvoiceList();
  return (
    <dl className={classes.facts}>
      {first}
      <Fact label={text.caseNumber}>
        <CaseNumber issueNumber={row.issueNumber} issueId={row.issueId} />
      </Fact>
      <Fact label={text.investmentAddress}>
        <InvestmentAddress address={row.investmentAddress} />
      </Fact>
      <Fact label={text.issueDate}>{row.issueDate}</Fact>
      <Fact label={text.paymentTerm}>{paymentTerm}</Fact>
    </dl>
  );
}
