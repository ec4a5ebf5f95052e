// portal-spec §3 Payment UI state and §4 Payment flow: starting a payment sets processing, the payment type
// and the invoice numbers; while processing, the pay buttons of the involved invoices show loading and
// the others are disabled; when the reply arrives processing ends. The refetch flags drive the error
// dialog's refresh (§4: a notice after 500 ms, at least about 2 s).
import { create } from 'zustand';
import { forgetOnIdentityChange } from '../../../shared/session/forgetPrivateState.ts';
import type { PaymentType } from '../lib/paymentRequest.ts';

export interface PaymentState {
  isPaymentProcessing: boolean;
  paymentInvoiceNumbers: string[];
  paymentType: PaymentType | null;
  showPaymentDialogError: boolean;
  paymentErrorType: string | null;
  /** A reload of the invoices was asked for and is under way. */
  refetchInvoices: boolean;
  /** The reload has taken longer than 500 ms: the refetch notice is shown. */
  refetchingInvoices: boolean;
  /**
   * The reply carried the provider's address and the browser is leaving for it. Not in the spec: processing
   * has ended, but until the page unloads a second click must not start another payment, so the buttons
   * stay as they were.
   */
  isRedirecting: boolean;
}

export interface PaymentActions {
  startPayment: (type: PaymentType, invoiceNumbers: string[]) => void;
  finishPayment: () => void;
  startRedirect: () => void;
  showDialogError: (errorType: string | null) => void;
  closeDialogError: () => void;
  startRefetch: () => void;
  showRefetchNotice: () => void;
  finishRefetch: () => void;
  reset: () => void;
}

export const initialPaymentState: PaymentState = {
  isPaymentProcessing: false,
  paymentInvoiceNumbers: [],
  paymentType: null,
  showPaymentDialogError: false,
  paymentErrorType: null,
  refetchInvoices: false,
  refetchingInvoices: false,
  isRedirecting: false,
};

export const usePaymentStore = create<PaymentState & PaymentActions>()((set) => ({
  ...initialPaymentState,
  startPayment: (paymentType, paymentInvoiceNumbers) =>
    set({ isPaymentProcessing: true, paymentType, paymentInvoiceNumbers, isRedirecting: false }),
  finishPayment: () => set({ isPaymentProcessing: false, paymentType: null, paymentInvoiceNumbers: [] }),
  startRedirect: () => set({ isPaymentProcessing: false, isRedirecting: true }),
  showDialogError: (paymentErrorType) => set({ showPaymentDialogError: true, paymentErrorType }),
  closeDialogError: () => set({ showPaymentDialogError: false }),
  startRefetch: () => set({ refetchInvoices: true, refetchingInvoices: false }),
  showRefetchNotice: () => set({ refetchingInvoices: true }),
  finishRefetch: () => set({ refetchInvoices: false, refetchingInvoices: false }),
  reset: () => set(initialPaymentState),
}));

// Resilience: a payment under way is not the next customer's.
forgetOnIdentityChange(() => usePaymentStore.getState().reset());

/** Whether anything is under way that a pay button must wait for. */
export function isPaymentBusy(state: PaymentState): boolean {
  return state.isPaymentProcessing || state.isRedirecting || state.refetchInvoices;
}

export interface PayButtonState {
  loading: boolean;
  disabled: boolean;
}

/**
 * A pay button's state. `target` is the payment type of a summary button (total, total_overdue,
 * total_selected) or the invoice number of a row's button: a row loads while its invoice is being paid,
 * whichever button started it.
 */
export function payButtonState(
  state: PaymentState,
  target: { type: Exclude<PaymentType, 'single'> } | { invoiceNumber: string },
): PayButtonState {
  const inFlight = state.isPaymentProcessing || state.isRedirecting;
  const involved =
    'type' in target
      ? state.paymentType === target.type
      : state.paymentInvoiceNumbers.includes(target.invoiceNumber);
  const loading = inFlight && involved;
  return { loading, disabled: !loading && isPaymentBusy(state) };
}
