// portal-spec §2 Invoices, 'select document and pay' on wide screens: a table with the columns document
// kind, document number, case number, investment address, issue date, payment term, amount (right
// aligned), then actions; checkboxes and a select-all for ACTIVE invoices; a PENDING invoice has no
// checkbox but the pending text and the finish-payment link (§4).
import { Button, Flex, IconButton, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { BankIcon } from '@portal/ui';
import { invoiceRows } from '../lib/invoiceRow.ts';
import { payButtonState, type PaymentState } from '../stores/paymentStore.ts';
import type { InvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { HintTooltip } from './HintTooltip.tsx';
import { InvoiceCheckbox } from './InvoiceCheckbox.tsx';
import { InvoiceAmount, InvoiceColumnHeader, InvoiceTable } from './InvoiceRowParts.tsx';
import {
  CancelPaymentButton,
  CaseNumber,
  FinishPaymentLink,
  InvestmentAddress,
  PaymentTerm,
  PendingBadge,
} from './InvoiceFacts.tsx';

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

export function PayableInvoicesTable({
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
    <InvoiceTable
      label={t`Dokumenty do zapłaty`}
      caption={<Trans>Dokumenty do zapłaty, od najbliższego terminu płatności</Trans>}
      leadingHeaders={
        selectable ? (
          <InvoiceColumnHeader w="12" ps={{ md: '6' }}>
            {selection.selectableCount > 0 ? (
              <InvoiceCheckbox
                label={t`Zaznacz wszystkie dokumenty do zapłaty`}
                checked={selection.allSelected ? true : selection.someSelected ? 'indeterminate' : false}
                onChange={selection.toggleAll}
                disabled={locked}
              />
            ) : (
              <VisuallyHidden>
                <Trans>Zaznaczenie</Trans>
              </VisuallyHidden>
            )}
          </InvoiceColumnHeader>
        ) : null
      }
      kindHeaderPs={selectable ? undefined : { md: '6' }}
      lastHeader={<Trans>Akcje</Trans>}
    >
      {invoiceRows(invoices, { now, caseLinks }).map((row) => {
        const { invoice, overdue } = row;
        const selected = selection.isSelected(row.number);
        const pay = payButtonState(payment, { invoiceNumber: row.number });
        return (
          <Table.Row
            key={row.key}
            verticalAlign="middle"
            bg={selected ? 'brand.subtle' : undefined}
            data-status={invoice.status}
          >
            {selectable ? (
              <Table.Cell
                ps={{ md: '6' }}
                borderLeftWidth="4px"
                borderLeftColor={overdue ? 'border.error' : 'transparent'}
              >
                {row.actions === 'pay' ? (
                  <InvoiceCheckbox
                    label={t`Zaznacz dokument ${row.number}`}
                    checked={selected}
                    onChange={() => selection.toggle(row.number)}
                    disabled={locked}
                  />
                ) : null}
              </Table.Cell>
            ) : null}
            <Table.Cell
              minW="24"
              {...(selectable
                ? {}
                : {
                    ps: { md: '6' },
                    borderLeftWidth: '4px',
                    borderLeftColor: overdue ? 'border.error' : 'transparent',
                  })}
            >
              {row.type}
            </Table.Cell>
            <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
              {row.number}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <CaseNumber issueNumber={row.issueNumber} issueId={row.issueId} />
            </Table.Cell>
            <Table.Cell minW="36" maxW="56">
              <InvestmentAddress address={row.investmentAddress} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {row.issueDate}
            </Table.Cell>
            <Table.Cell>
              <PaymentTerm row={row} />
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              <InvoiceAmount row={row} />
            </Table.Cell>
            <Table.Cell pe={{ md: '6' }}>
              {row.actions === 'pay' ? (
                <Flex gap="2" justify="flex-start" wrap="nowrap">
                  <Button
                    colorPalette="brand"
                    size="sm"
                    onClick={() => onPay(invoice)}
                    loading={pay.loading}
                    disabled={pay.disabled}
                    aria-label={t`Zapłać za dokument ${row.number}`}
                  >
                    <Trans>Zapłać</Trans>
                  </Button>
                  <TransferIconButton invoice={invoice} onTransfer={onTransfer} />
                </Flex>
              ) : (
                <Flex direction="column" gap="1.5" align="flex-start">
                  <PendingBadge />
                  <FinishPaymentLink invoice={invoice} />
                  <CancelPaymentButton
                    invoice={invoice}
                    onCancel={onCancelPending}
                    cancelling={cancelling}
                    locked={locked}
                  />
                </Flex>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </InvoiceTable>
  );
}
