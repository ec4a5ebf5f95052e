// What the pay section's table (wide screens) and tiles (phones) have in common beyond the row model: each
// row with its selection and pay-button state, the checkboxes, the pay button and a pending invoice's
// actions. Both layouts select, pay and finish a payment the same way, so these are written once.
import { IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { BankIcon, CardIcon } from '@portal/ui';
import type { InvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { invoiceRows, type InvoiceRow } from '../lib/invoiceRow.ts';
import { payButtonState, type PayButtonState, type PaymentState } from '../stores/paymentStore.ts';
import { HintTooltip } from './HintTooltip.tsx';
import { InvoiceCheckbox } from './InvoiceCheckbox.tsx';
import { CancelPaymentButton, FinishPaymentLink, ListButton, PendingBadge } from './InvoiceFacts.tsx';
import { useInvoiceList } from './InvoiceListClasses.tsx';

export interface PayableInvoicesListProps {
  invoices: readonly Invoice[];
  now: number;
  selection: InvoiceSelection;
  /** Without checkboxes (and select-all) when false. */
  selectable?: boolean;
  payment: PaymentState;
  /** Selection is off while a payment or a reload is under way. */
  locked: boolean;
  onPay: (invoice: Invoice) => void;
  onTransfer: (invoice: Invoice) => void;
  /** Customer journeys: cancels a pending payment (the button is left out without it). */
  onCancelPending?: ((invoice: Invoice) => void) | undefined;
  /** The payment order being cancelled, or null. */
  cancelling?: string | null | undefined;
  /** The case number links to the case (the invoices page; the case's own card needs no link to itself). */
  caseLinks?: boolean | undefined;
}

export interface PayableRow {
  row: InvoiceRow;
  selected: boolean;
  pay: PayButtonState;
}

export function payableRows({
  invoices,
  now,
  caseLinks = false,
  selection,
  payment,
}: PayableInvoicesListProps): PayableRow[] {
  return invoiceRows(invoices, { now, caseLinks }).map((row) => ({
    row,
    selected: selection.isSelected(row.number),
    pay: payButtonState(payment, { invoiceNumber: row.number }),
  }));
}

/** The list's selection, and whether it is locked while a payment or a reload is under way. */
type SelectionProps = Pick<PayableInvoicesListProps, 'selection' | 'locked'>;

export function SelectAllInvoicesCheckbox({
  list: { selection, locked },
  showLabel = false,
}: {
  list: SelectionProps;
  showLabel?: boolean;
}) {
  const { t } = useLingui();
  return (
    <InvoiceCheckbox
      showLabel={showLabel}
      label={t`Zaznacz wszystkie dokumenty do zapłaty`}
      checked={selection.allSelected ? true : selection.someSelected ? 'indeterminate' : false}
      onChange={selection.toggleAll}
      disabled={locked}
    />
  );
}

export function SelectInvoiceCheckbox({
  row,
  selected,
  list: { selection, locked },
}: Pick<PayableRow, 'row' | 'selected'> & { list: SelectionProps }) {
  const { t } = useLingui();
  const invoiceList = useInvoiceList();
  return (
    <InvoiceCheckbox
      list={invoiceList}
      label={t`Zaznacz dokument ${row.number}`}
      checked={selected}
      onChange={() => selection.toggle(row.number)}
      disabled={locked}
    />
  );
}

export function PayInvoiceButton({
  row,
  pay,
  onPay,
  tile = false,
}: Pick<PayableRow, 'row' | 'pay'> & {
  onPay: (invoice: Invoice) => void;
  /** A tile's button: wider, with the card icon. */
  tile?: boolean;
}) {
  const { t } = useLingui();
  const { classes, text } = useInvoiceList();
  return (
    <ListButton
      className={tile ? classes.payButtonTile : classes.payButtonTable}
      onClick={() => onPay(row.invoice)}
      loading={pay.loading}
      disabled={pay.disabled}
      aria-label={t`Zapłać za dokument ${row.number}`}
    >
      {tile ? <CardIcon /> : null}
      {text.pay}
    </ListButton>
  );
}

/** The table's way to the transfer data: an icon with a tooltip, where the tiles have room for the words. */
export function TransferIconButton({
  invoice,
  onTransfer,
}: {
  invoice: Invoice;
  onTransfer: (invoice: Invoice) => void;
}) {
  const { t } = useLingui();
  return (
    <HintTooltip hint={<Trans>Dane do przelewu</Trans>} openDelay={300} closeDelay={100}>
      <IconButton
        variant="outline"
        colorPalette="brand"
        size="sm"
        aria-label={t`Dane do przelewu: ${invoice.number}`}
        onClick={() => onTransfer(invoice)}
      >
        <BankIcon />
      </IconButton>
    </HintTooltip>
  );
}

/** portal-spec §4: a PENDING invoice says so, offers to finish the payment and, where allowed, to cancel it. */
export function PendingPaymentActions({
  invoice,
  list,
  tile = false,
}: {
  invoice: Invoice;
  list: Pick<PayableInvoicesListProps, 'onCancelPending' | 'cancelling' | 'locked'>;
  /** A tile's: the finish link's explanation written out (no hover on touch screens), more room. */
  tile?: boolean;
}) {
  const { classes } = useInvoiceList();
  return (
    <div className={tile ? classes.pendingActionsTile : classes.pendingActionsTable}>
      <PendingBadge />
      <FinishPaymentLink invoice={invoice} showHint={tile} />
      <CancelPaymentButton
        invoice={invoice}
        onCancel={list.onCancelPending}
        cancelling={list.cancelling ?? null}
        locked={list.locked}
      />
    </div>
  );
}
