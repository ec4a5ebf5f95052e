// portal-spec §2 Invoices on mobile (below md): the pay section's invoices as tiles, with the same
// checkboxes, select-all, pending text and finish link, pay and transfer actions as the table.
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardIcon } from '@portal/ui';
import { InvoiceAmount, InvoiceTileFacts, InvoiceTileHeading } from './InvoiceRowParts.tsx';
import { PaymentTerm } from './InvoiceFacts.tsx';
import {
  PayInvoiceButton,
  PendingPaymentActions,
  SelectAllInvoicesCheckbox,
  SelectInvoiceCheckbox,
  payableRows,
  type PayableInvoicesListProps,
} from './PayableRowParts.tsx';

export function PayableInvoiceTiles(props: PayableInvoicesListProps) {
  const { selection, selectable = true, onPay, onTransfer } = props;
  const { t } = useLingui();
  return (
    <Stack gap="3" px="4" pb="4">
      {selectable && selection.selectableCount > 1 ? (
        <Box px="1">
          <SelectAllInvoicesCheckbox list={props} showLabel />
        </Box>
      ) : null}
      <Stack
        as="ul"
        gap="3"
        listStyleType="none"
        aria-label={t`Dokumenty do zapłaty, od najbliższego terminu płatności`}
      >
        {payableRows(props).map(({ row, selected, pay }) => (
          <Box
            as="li"
            key={row.key}
            data-status={row.invoice.status}
            borderWidth="1px"
            borderColor={selected ? 'brand.border' : 'border.muted'}
            borderLeftWidth="4px"
            borderLeftColor={row.overdue ? 'border.error' : selected ? 'brand.border' : 'border.muted'}
            bg={selected ? 'brand.subtle' : 'bg.panel'}
            borderRadius="lg"
            p="4"
          >
            <InvoiceTileHeading
              row={row}
              leading={
                row.actions === 'pay' && selectable ? (
                  <Box pt="0.5">
                    <SelectInvoiceCheckbox row={row} selected={selected} list={props} />
                  </Box>
                ) : null
              }
              trailing={<InvoiceAmount row={row} fontWeight="bold" textStyle="lg" />}
            />
            <InvoiceTileFacts row={row} paymentTerm={<PaymentTerm row={row} />} />
            {row.actions === 'pay' ? (
              <Flex gap="2" mt="4">
                <PayInvoiceButton row={row} pay={pay} onPay={onPay} icon={<CardIcon />} flex="1" size="md" />
                <Button
                  flexShrink={0}
                  variant="outline"
                  colorPalette="brand"
                  size="md"
                  px="3"
                  onClick={() => onTransfer(row.invoice)}
                  aria-label={t`Dane do przelewu: ${row.number}`}
                >
                  <Trans>Dane do przelewu</Trans>
                </Button>
              </Flex>
            ) : (
              <PendingPaymentActions invoice={row.invoice} list={props} showHint gap="2" mt="4" />
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
