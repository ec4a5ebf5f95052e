// What every screen that pays invoices wires up alike (the invoices page and the case's invoices card): the
// payment store and flow, cancelling a pending payment, the transfer-data dialog's state, the pay
// section's actions and the two dialogs' props. One place, so both screens pay, cancel and recover from
// a payment error the same way.
import type { Invoice } from '@portal/api-contract';
import { useEffect, useState } from 'react';
import type { PaymentErrorDialogProps } from '../components/PaymentErrorDialog.tsx';
import type { PayableSectionProps } from '../components/PayableSection.tsx';
import type { TransferDataDialogProps } from '../components/TransferDataDialog.tsx';
import { usePaymentStore } from '../stores/paymentStore.ts';
import { useCancelPayment } from './useCancelPayment.ts';
import { usePaymentFlow, type PaymentFlowOptions } from './usePaymentFlow.ts';

export function usePaymentScreen(options: PaymentFlowOptions) {
  const payment = usePaymentStore();
  const flow = usePaymentFlow(options);
  const cancelPayment = useCancelPayment(options.notify);
  const [transfer, setTransfer] = useState<{ open: boolean; invoices: readonly Invoice[] }>({
    open: false,
    invoices: [],
  });

  // Leaving the screen closes a dialog that is still open (the store outlives the screen).
  useEffect(() => () => usePaymentStore.getState().closeDialogError(), []);

  const openTransfer = (invoices: readonly Invoice[]) => setTransfer({ open: true, invoices });
  const sectionActions = {
    payment,
    onPaySingle: (invoice: Invoice) => void flow.pay('single', [invoice]),
    onPaySelected: (invoices: readonly Invoice[]) => void flow.pay('total_selected', invoices),
    onTransfer: openTransfer,
    onCancelPending: (invoice: Invoice) => void cancelPayment.cancel(invoice),
    cancelling: cancelPayment.cancelling,
  } satisfies Partial<PayableSectionProps>;
  const transferDialog = {
    open: transfer.open,
    onClose: () => setTransfer((current) => ({ ...current, open: false })),
    invoices: transfer.invoices,
    titleLimit: flow.limits.titleLimit,
    notify: options.notify,
  } satisfies Omit<TransferDataDialogProps, 'accountNumber'>;
  const errorDialog = {
    open: payment.showPaymentDialogError,
    errorType: payment.paymentErrorType,
    onClose: () => usePaymentStore.getState().closeDialogError(),
    onRefresh: () => void flow.refresh(),
  } satisfies PaymentErrorDialogProps;

  return { payment, flow, openTransfer, sectionActions, transferDialog, errorDialog };
}
