// portal-spec §2 Invoices on mobile (below md): the pay section's invoices as tiles, with the same
// checkboxes, select-all, pending text and finish link, pay and transfer actions as the table.
// Hydration: the tiles are plain elements with the list's classes (InvoiceListClasses).
import { Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { InvoiceAmount, InvoiceTileFacts, InvoiceTileHeading } from './InvoiceRowParts.tsx';
import { ListButton, PaymentTerm } from './InvoiceFacts.tsx';
import { InvoiceListClasses, useInvoiceList, type InvoicePart } from './InvoiceListClasses.tsx';
import {
  PayInvoiceButton,
  PendingPaymentActions,
  SelectAllInvoicesCheckbox,
  SelectInvoiceCheckbox,
  payableRows,
  type PayableInvoicesListProps,
  type PayableRow,
} from './PayableRowParts.tsx';

function tilePart({ row, selected }: PayableRow): InvoicePart {
  if (selected) return row.overdue ? 'payableTileSelectedOverdue' : 'payableTileSelected';
  return row.overdue ? 'payableTileOverdue' : 'payableTile';
}

function PayableTiles(props: PayableInvoicesListProps) {
  const { selectable = true, onPay, onTransfer } = props;
  const { t } = useLingui();
  const { classes, text } = useInvoiceList();
  return (
    <Stack
      as="ul"
      gap="3"
      listStyleType="none"
      aria-label={t`Dokumenty do zapłaty, od najbliższego terminu płatności`}
    >
      {payableRows(props).map((payable) => {
        const { row, selected, pay } = payable;
        return (
          <li key={row.key} data-status={row.invoice.status} className={classes[tilePart(payable)]}>
            <InvoiceTileHeading
              row={row}
              leading={
                row.actions === 'pay' && selectable ? (
                  <SelectInvoiceCheckbox row={row} selected={selected} list={props} />
                ) : null
              }
              trailing={<InvoiceAmount row={row} large />}
            />
            <InvoiceTileFacts row={row} paymentTerm={<PaymentTerm row={row} />} />
            {row.actions === 'pay' ? (
              <div className={classes.tileActions}>
                <PayInvoiceButton row={row} pay={pay} onPay={onPay} tile />
                <ListButton
                  className={classes.transferButtonTile}
                  onClick={() => onTransfer(row.invoice)}
                  aria-label={t`Dane do przelewu: ${row.number}`}
                >
                  {text.transferData}
                </ListButton>
              </div>
            ) : (
              <PendingPaymentActions invoice={row.invoice} list={props} tile />
            )}
          </li>
        );
      })}
    </Stack>
  );
}

export function PayableInvoiceTiles(props: PayableInvoicesListProps) {
  const { selection, selectable = true } = props;
  return (
    <Stack gap="3" px="4" pb="4">
      {selectable && selection.selectableCount > 1 ? (
        <Box px="1">
          <SelectAllInvoicesCheckbox list={props} showLabel />
        </Box>
      ) : null}
      <InvoiceListClasses>
        <PayableTiles {...props} />
      </InvoiceListClasses>
    </Stack>
  );
}
