// portal-spec §4 Payment flow, §5 pre-check, §8 payment errors, in one place for the invoices page and the
// case details card: pre-check with the server's own function (no request when it fails), POST
// /api/orders/pay, then the provider's page, a toast per errorType, or the payment error dialog whose
// refresh button reloads the invoices (a notice after 500 ms, at least about 2 s, then
// 'invoices_refetch_success').
import { msg } from '@lingui/core/macro';
import type { FrontendConfig, Invoice } from '@portal/api-contract';
import { paymentTitle } from '@portal/api-contract/plain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { frontendConfigQuery } from '../../../lib/config/frontendConfigQuery.ts';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import { payInvoices } from '../api/payInvoices.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import {
  opensPaymentErrorDialog,
  paymentErrorToast,
  precheckMessage,
  serverLimitError,
} from '../lib/paymentErrors.ts';
import {
  paymentOrderRequest,
  precheckPaymentRequest,
  type OrderIdOf,
  type PaymentLimits,
  type PaymentType,
} from '../lib/paymentRequest.ts';
import { rememberPaymentReturn } from '../lib/paymentReturn.ts';
import { wait } from '../../../shared/timing/minimumDuration.ts';
import { REFETCH_MIN_DURATION_MS, REFETCH_NOTICE_DELAY_MS } from '../lib/timing.ts';
import { isPaymentBusy, usePaymentStore } from '../stores/paymentStore.ts';

/** portal-spec §9, used only until the configuration has loaded (the root route loads it first). */
export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = { amountLimit: 100000, titleLimit: 127 };

export function paymentLimits(config: FrontendConfig | undefined): PaymentLimits {
  return config
    ? { amountLimit: config.paymentAmountLimit, titleLimit: config.paymentTitleLimit }
    : DEFAULT_PAYMENT_LIMITS;
}

export interface PaymentFlowOptions {
  notify: Notifier;
  orderIdOf: OrderIdOf;
  /** The invoices query the error dialog's refresh reloads. */
  invoicesQueryKey: QueryKey;
  /** Where the browser goes for the provider's page; window.location.assign unless a story or test says. */
  redirect?: (url: string) => void;
  /** The case the payment is made from: the confirmation page leads back to it. */
  returnIssueId?: number | null;
}

export interface PaymentFlow {
  pay: (type: PaymentType, invoices: readonly Invoice[]) => Promise<void>;
  refresh: () => Promise<void>;
  limits: PaymentLimits;
}

const leavePage = (url: string) => window.location.assign(url);

export function usePaymentFlow({
  notify,
  orderIdOf,
  invoicesQueryKey,
  redirect = leavePage,
  returnIssueId = null,
}: PaymentFlowOptions): PaymentFlow {
  const queryClient = useQueryClient();
  const limits = paymentLimits(queryClient.getQueryData(frontendConfigQuery.queryKey));
  const { amountLimit, titleLimit } = limits;

  const pay = useCallback(
    async (type: PaymentType, invoices: readonly Invoice[]) => {
      const store = usePaymentStore.getState();
      if (isPaymentBusy(store) || invoices.length === 0) return;
      const request = paymentOrderRequest(invoices, orderIdOf);
      const precheck = precheckPaymentRequest(request, { amountLimit, titleLimit });
      if (precheck) {
        notify.error(precheckMessage(precheck), false);
        return;
      }
      const numbers = invoices.map((invoice) => invoice.number);
      store.startPayment(type, numbers);
      const outcome = await payInvoices(request);
      if (outcome.kind === 'redirect') {
        usePaymentStore.getState().startRedirect();
        rememberPaymentReturn(returnIssueId);
        redirect(outcome.url);
        return;
      }
      usePaymentStore.getState().finishPayment();
      if (outcome.kind === 'handled') return;
      const limitError = serverLimitError(
        outcome.errorType,
        { totalAmount: request.totalAmount, titleLength: paymentTitle(numbers).length },
        { amountLimit, titleLimit },
      );
      if (limitError) notify.error(precheckMessage(limitError), false);
      else if (opensPaymentErrorDialog(outcome.errorType))
        usePaymentStore.getState().showDialogError(outcome.errorType);
      else notify.error(paymentErrorToast(outcome.errorType), false);
    },
    [amountLimit, titleLimit, notify, orderIdOf, redirect, returnIssueId],
  );

  const refresh = useCallback(async () => {
    const store = usePaymentStore.getState();
    if (store.refetchInvoices) return;
    store.closeDialogError();
    store.startRefetch();
    const notice = setTimeout(() => usePaymentStore.getState().showRefetchNotice(), REFETCH_NOTICE_DELAY_MS);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: invoicesQueryKey, exact: true }, { throwOnError: true }),
        wait(REFETCH_MIN_DURATION_MS),
      ]);
      notify.success(msg`Lista dokumentów została odświeżona.`);
    } catch {
      notify.error(msg`Nie udało się odświeżyć listy dokumentów. Spróbuj ponownie.`, false);
    } finally {
      clearTimeout(notice);
      usePaymentStore.getState().finishRefetch();
    }
  }, [invoicesQueryKey, notify, queryClient]);

  // Back from the provider's page, the browser may show this page from its back-forward cache, as it was
  // when it left: buttons still loading and the invoices from before the payment.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      usePaymentStore.getState().reset();
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [queryClient]);

  return useMemo(
    () => ({ pay, refresh, limits: { amountLimit, titleLimit } }),
    [pay, refresh, amountLimit, titleLimit],
  );
}
