// portal-spec §2 Invoices on mobile (below md): the pay section's invoices as tiles, with the same
// checkboxes, select-all, pending text and finish link, pay and transfer actions as the table.
import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, Money, CardIcon } from '@portal/ui';
import type { ReactNode } from 'react';
import { isOverdue } from '../lib/invoiceLists.ts';
import { payButtonState } from '../stores/paymentStore.ts';
import { InvoiceCheckbox } from './InvoiceCheckbox.tsx';
import {
  CancelPaymentButton,
  CaseNumber,
  FinishPaymentLink,
  InvestmentAddress,
  PaymentTerm,
  PendingBadge,
} from './InvoiceFacts.tsx';
import type { PayableInvoicesListProps } from './PayableInvoicesTable.tsx';

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Box as="dd" textStyle="sm" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </>
  );
}

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
        {invoices.map((invoice) => {
          const overdue = isOverdue(invoice, now);
          const selected = selection.isSelected(invoice.number);
          const active = invoice.status === 'ACTIVE';
          const pay = payButtonState(payment, { invoiceNumber: invoice.number });
          return (
            <Box
              as="li"
              key={invoice.number}
              data-status={invoice.status}
              borderWidth="1px"
              borderColor={selected ? 'brand.border' : 'border.muted'}
              borderLeftWidth="4px"
              borderLeftColor={overdue ? 'border.error' : selected ? 'brand.border' : 'border.muted'}
              bg={selected ? 'brand.subtle' : 'bg.panel'}
              borderRadius="lg"
              p="4"
            >
              <Flex gap="3" align="flex-start">
                {active && selectable ? (
                  <Box pt="0.5">
                    <InvoiceCheckbox
                      label={t`Zaznacz dokument ${invoice.number}`}
                      checked={selected}
                      onChange={() => selection.toggle(invoice.number)}
                      disabled={locked}
                    />
                  </Box>
                ) : null}
                <Stack gap="0.5" flex="1" minW="0">
                  <Text textStyle="xs" color="fg.muted" fontWeight="medium">
                    {invoice.type}
                  </Text>
                  <Text fontWeight="bold" overflowWrap="anywhere">
                    {invoice.number}
                  </Text>
                </Stack>
                <Money value={invoice.amount} fontWeight="bold" textStyle="lg" />
              </Flex>
              <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5" mt="3">
                <Fact label={<Trans>Numer sprawy</Trans>}>
                  <CaseNumber
                    issueNumber={invoice.issueNumber}
                    issueId={caseLinks ? invoice.issueId : null}
                  />
                </Fact>
                <Fact label={<Trans>Adres inwestycji</Trans>}>
                  <InvestmentAddress address={invoice.investmentAddress} />
                </Fact>
                <Fact label={<Trans>Data wystawienia</Trans>}>{formatDate(invoice.issueDate)}</Fact>
                <Fact label={<Trans>Termin płatności</Trans>}>
                  <PaymentTerm invoice={invoice} overdue={overdue} />
                </Fact>
              </Grid>
              {active ? (
                <Flex gap="2" mt="4">
                  <Button
                    flex="1"
                    colorPalette="brand"
                    size="md"
                    onClick={() => onPay(invoice)}
                    loading={pay.loading}
                    disabled={pay.disabled}
                    aria-label={t`Zapłać za dokument ${invoice.number}`}
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
                    aria-label={t`Dane do przelewu: ${invoice.number}`}
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
