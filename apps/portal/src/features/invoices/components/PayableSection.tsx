// portal-spec §2 Invoices, the 'select document and pay' section: active and pending invoices by payment
// term (a table on wide screens, tiles below md), checkboxes and select-all, the selected-total bar; when
// nothing is left to pay, 'Wszystkie dokumenty są opłacone. Dziękujemy.'.
import { Box, useBreakpointValue } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import type { ReactNode } from 'react';
import { CheckCircleIcon } from '@portal/ui';
import type { InvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { sumAmount } from '../lib/invoiceLists.ts';
import { isPaymentBusy, payButtonState, type PaymentState } from '../stores/paymentStore.ts';
import { EmptyState } from './EmptyState.tsx';
import { PayableInvoicesTable } from './PayableInvoicesTable.tsx';
import { PayableInvoiceTiles } from './PayableInvoiceTiles.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import { SelectedTotalBar } from './SelectedTotalBar.tsx';

export interface PayableSectionProps {
  /** Active and pending, sorted by payment term. */
  invoices: readonly Invoice[];
  now: number;
  selection: InvoiceSelection;
  payment: PaymentState;
  onPaySingle: (invoice: Invoice) => void;
  onPaySelected: (invoices: readonly Invoice[]) => void;
  onTransfer: (invoices: readonly Invoice[]) => void;
  /** Customer journeys: cancels a pending payment; the payment order being cancelled. */
  onCancelPending?: (invoice: Invoice) => void;
  cancelling?: string | null;
  /** The case numbers link to their cases (not on the case's own card). */
  caseLinks?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  /** Checkboxes, select-all and the selected-total bar; the case card leaves them out for a single invoice. */
  selectable?: boolean;
  /** Beside the title, e.g. the case card's total and its pay-all action. */
  headerActions?: ReactNode;
  id?: string;
  /** Forces the layout (stories and tests); by default it follows the md breakpoint. */
  layout?: 'table' | 'tiles';
}

export function useInvoiceLayout(layout?: 'table' | 'tiles'): 'table' | 'tiles' {
  const byWidth = useBreakpointValue<'table' | 'tiles'>({ base: 'tiles', md: 'table' }, { ssr: false });
  return layout ?? byWidth ?? 'tiles';
}

export function PayableSection({
  invoices,
  now,
  selection,
  payment,
  onPaySingle,
  onPaySelected,
  onTransfer,
  onCancelPending,
  cancelling = null,
  caseLinks = false,
  title,
  description,
  headerActions,
  selectable = true,
  id = 'do-zaplaty',
  layout,
}: PayableSectionProps) {
  const shown = useInvoiceLayout(layout);
  const locked = isPaymentBusy(payment);
  const listProps = {
    invoices,
    now,
    selection,
    selectable,
    payment,
    locked,
    onPay: onPaySingle,
    onTransfer: (invoice: Invoice) => onTransfer([invoice]),
    onCancelPending,
    cancelling,
    caseLinks,
  };
  return (
    <SectionPanel
      id={id}
      actions={headerActions}
      busy={payment.refetchInvoices}
      title={title ?? <Trans>Wybierz dokumenty i zapłać</Trans>}
      description={
        description ??
        (invoices.length > 0 ? (
          <Trans>
            Zaznacz dokumenty, które chcesz opłacić jedną płatnością, albo zapłać każdy z nich osobno.
            Dokumenty są uporządkowane od najbliższego terminu płatności.
          </Trans>
        ) : null)
      }
    >
      {invoices.length === 0 ? (
        <EmptyState tone="success" icon={<CheckCircleIcon />}>
          <Trans>Wszystkie dokumenty są opłacone. Dziękujemy.</Trans>
        </EmptyState>
      ) : (
        <>
          <Box
            opacity={payment.refetchingInvoices ? 0.6 : 1}
            transitionProperty="opacity"
            transitionDuration="moderate"
          >
            {shown === 'table' ? (
              <PayableInvoicesTable {...listProps} />
            ) : (
              <PayableInvoiceTiles {...listProps} />
            )}
          </Box>
          {selectable && selection.selectableCount > 0 ? (
            <SelectedTotalBar
              count={selection.selected.length}
              total={sumAmount(selection.selected)}
              payState={payButtonState(payment, { type: 'total_selected' })}
              onPay={() => onPaySelected(selection.selected)}
              onTransfer={() => onTransfer(selection.selected)}
              onClear={selection.clear}
            />
          ) : null}
        </>
      )}
    </SectionPanel>
  );
}
