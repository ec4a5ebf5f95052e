// portal-spec §2 Invoices on mobile (below md): the pay section's invoices as tiles, with the same
// checkboxes, select-all, pending text and finish link, pay and transfer actions as the table.
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardIcon } from '@portal/ui';
import { invoiceRows } from '../lib/invoiceRow.ts';
import { payButtonState } from '../stores/paymentStore.ts';
import { InvoiceCheckbox } from './InvoiceCheckbox.tsx';
import { InvoiceAmount, InvoiceTileFacts, InvoiceTileHeading } from './InvoiceRowParts.tsx';
import { CancelPaymentButton, FinishPaymentLink, PaymentTerm, PendingBadge } from './InvoiceFacts.tsx';
import type { PayableInvoicesListProps } from './PayableInvoicesTable.tsx';

export function PayableInvoiceTiles({
  invoices,
  now,
  selection,
  selectable = true,
  payment,
  locked,
  onPay,
  onTransfer,
  onCancelPending,
  cancelling = null,
  caseLinks = false,
}: PayableInvoicesListProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3" px="4" pb="4">
      {selectable && selection.selectableCount > 1 ? (
        <Box px="1">
          <InvoiceCheckbox
            showLabel
            label={t`Zaznacz wszystkie dokumenty do zapłaty`}
            checked={selection.allSelected ? true : selection.someSelected ? 'indeterminate' : false}
            onChange={selection.toggleAll}
            disabled={locked}
          />
        </Box>
      ) : null}
      <Stack
        as="ul"
        gap="3"
        listStyleType="none"
        aria-label={t`Dokumenty do zapłaty, od najbliższego terminu płatności`}
      >
        {invoiceRows(invoices, { now, caseLinks }).map((row) => {
          const { invoice, overdue } = row;
          const selected = selection.isSelected(row.number);
          const pay = payButtonState(payment, { invoiceNumber: row.number });
          return (
            <Box
              as="li"
              key={row.key}
              data-status={invoice.status}
              borderWidth="1px"
              borderColor={selected ? 'brand.border' : 'border.muted'}
              borderLeftWidth="4px"
              borderLeftColor={overdue ? 'border.error' : selected ? 'brand.border' : 'border.muted'}
              bg={selected ? 'brand.subtle' : 'bg.panel'}
              borderRadius="lg"
              p="4"
            >
              <InvoiceTileHeading
                row={row}
                leading={
                  row.actions === 'pay' && selectable ? (
                    <Box pt="0.5">
                      <InvoiceCheckbox
                        label={t`Zaznacz dokument ${row.number}`}
                        checked={selected}
                        onChange={() => selection.toggle(row.number)}
                        disabled={locked}
                      />
                    </Box>
                  ) : null
                }
                trailing={<InvoiceAmount row={row} fontWeight="bold" textStyle="lg" />}
              />
              <InvoiceTileFacts row={row} paymentTerm={<PaymentTerm row={row} />} />
              {row.actions === 'pay' ? (
                <Flex gap="2" mt="4">
                  <Button
                    flex="1"
                    colorPalette="brand"
                    size="md"
                    onClick={() => onPay(invoice)}
                    loading={pay.loading}
                    disabled={pay.disabled}
                    aria-label={t`Zapłać za dokument ${row.number}`}
                  >
                    <CardIcon />
                    <Trans>Zapłać</Trans>
                  </Button>
                  <Button
                    flexShrink={0}
                    variant="outline"
                    colorPalette="brand"
                    size="md"
                    px="3"
                    onClick={() => onTransfer(invoice)}
                    aria-label={t`Dane do przelewu: ${row.number}`}
                  >
                    <Trans>Dane do przelewu</Trans>
                  </Button>
                </Flex>
              ) : (
                <Stack gap="2" mt="4" align="flex-start">
                  <PendingBadge />
                  <FinishPaymentLink invoice={invoice} showHint />
                  <CancelPaymentButton
                    invoice={invoice}
                    onCancel={onCancelPending}
                    cancelling={cancelling}
                    locked={locked}
                  />
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
