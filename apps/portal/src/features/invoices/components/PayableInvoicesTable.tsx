// portal-spec §2 Invoices, 'select document and pay' on wide screens: a table with the columns document
// kind, document number, case number, investment address, issue date, payment term, amount (right
// aligned), then actions; checkboxes and a select-all for ACTIVE invoices; a PENDING invoice has no
// checkbox but the pending text and the finish-payment link (§4).
import { Button, Flex, IconButton, Table, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { formatDate, Money, BankIcon } from '@portal/ui';
import { isOverdue } from '../lib/invoiceLists.ts';
import { payButtonState, type PaymentState } from '../stores/paymentStore.ts';
import type { InvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { HintTooltip } from './HintTooltip.tsx';
import { InvoiceCheckbox } from './InvoiceCheckbox.tsx';
import { ScrollableTable } from './ScrollableTable.tsx';
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

const header = {
  scope: 'col',
  color: 'fg.muted',
  fontWeight: 'semibold',
  textStyle: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  py: '3',
} as const;

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
    <ScrollableTable label={t`Dokumenty do zapłaty`}>
      <Table.Root recipe={tableSlotRecipe} size="sm" textStyle="sm" css={{ '& td, & th': { px: '2.5' } }}>
        <Table.Caption>
          <VisuallyHidden>
            <Trans>Dokumenty do zapłaty, od najbliższego terminu płatności</Trans>
          </VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selectable ? (
              <Table.ColumnHeader {...header} w="12" ps={{ md: '6' }}>
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
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader {...header} ps={selectable ? undefined : { md: '6' }}>
              <Trans>Rodzaj dokumentu</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Numer dokumentu</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Numer sprawy</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Adres inwestycji</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Data wystawienia</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Termin płatności</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header} textAlign="end">
              <Trans>Kwota</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header} pe={{ md: '6' }}>
              <Trans>Akcje</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => {
            const overdue = isOverdue(invoice, now);
            const selected = selection.isSelected(invoice.number);
            const active = invoice.status === 'ACTIVE';
            const pay = payButtonState(payment, { invoiceNumber: invoice.number });
            return (
              <Table.Row
                key={invoice.number}
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
                    {active ? (
                      <InvoiceCheckbox
                        label={t`Zaznacz dokument ${invoice.number}`}
                        checked={selected}
                        onChange={() => selection.toggle(invoice.number)}
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
                  {invoice.type}
                </Table.Cell>
                <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                  {invoice.number}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <CaseNumber
                    issueNumber={invoice.issueNumber}
                    issueId={caseLinks ? invoice.issueId : null}
                  />
                </Table.Cell>
                <Table.Cell minW="36" maxW="56">
                  <InvestmentAddress address={invoice.investmentAddress} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {formatDate(invoice.issueDate)}
                </Table.Cell>
                <Table.Cell>
                  <PaymentTerm invoice={invoice} overdue={overdue} />
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  <Money value={invoice.amount} />
                </Table.Cell>
                <Table.Cell pe={{ md: '6' }}>
                  {active ? (
                    <Flex gap="2" justify="flex-start" wrap="nowrap">
                      <Button
                        colorPalette="brand"
                        size="sm"
                        onClick={() => onPay(invoice)}
                        loading={pay.loading}
                        disabled={pay.disabled}
                        aria-label={t`Zapłać za dokument ${invoice.number}`}
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
        </Table.Body>
      </Table.Root>
    </ScrollableTable>
  );
}
