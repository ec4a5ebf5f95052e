// portal-spec §2 Invoices, 'select document and pay' on wide screens: a table with the columns document
// kind, document number, case number, investment address, issue date, payment term, amount (right
// aligned), then actions; checkboxes and a select-all for ACTIVE invoices; a PENDING invoice has no
// checkbox but the pending text and the finish-payment link (§4).
import { Flex, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { InvoiceAmount, InvoiceColumnHeader, InvoiceTable } from './InvoiceRowParts.tsx';
import { CaseNumber, InvestmentAddress, PaymentTerm } from './InvoiceFacts.tsx';
import {
  PayInvoiceButton,
  PendingPaymentActions,
  SelectAllInvoicesCheckbox,
  SelectInvoiceCheckbox,
  TransferIconButton,
  payableRows,
  type PayableInvoicesListProps,
} from './PayableRowParts.tsx';

export function PayableInvoicesTable(props: PayableInvoicesListProps) {
  const { selection, selectable = true, onPay, onTransfer } = props;
  const { t } = useLingui();
  return (
    <InvoiceTable
      label={t`Dokumenty do zapłaty`}
      caption={<Trans>Dokumenty do zapłaty, od najbliższego terminu płatności</Trans>}
      leadingHeaders={
        selectable ? (
          <InvoiceColumnHeader w="12" ps={{ md: '6' }}>
            {selection.selectableCount > 0 ? (
              <SelectAllInvoicesCheckbox list={props} />
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
      {payableRows(props).map(({ row, selected, pay }) => {
        // The first cell starts the row's padding and carries the overdue mark.
        const firstCell = {
          ps: { md: '6' },
          borderLeftWidth: '4px',
          borderLeftColor: row.overdue ? 'border.error' : 'transparent',
        };
        return (
          <Table.Row
            key={row.key}
            verticalAlign="middle"
            bg={selected ? 'brand.subtle' : undefined}
            data-status={row.invoice.status}
          >
            {selectable ? (
              <Table.Cell {...firstCell}>
                {row.actions === 'pay' ? (
                  <SelectInvoiceCheckbox row={row} selected={selected} list={props} />
                ) : null}
              </Table.Cell>
            ) : null}
            <Table.Cell minW="24" {...(selectable ? {} : firstCell)}>
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
                  <PayInvoiceButton row={row} pay={pay} onPay={onPay} />
                  <TransferIconButton invoice={row.invoice} onTransfer={onTransfer} />
                </Flex>
              ) : (
                <PendingPaymentActions invoice={row.invoice} list={props} />
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </InvoiceTable>
  );
}
