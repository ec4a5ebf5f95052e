// Customer journeys: the customer cancels a payment still waiting for the provider, so its invoices can be paid
// again at once (instead of waiting PAYMENT_PENDING_MINUTES for it to expire). Every invoice list is
// reloaded afterwards, whatever the answer: a payment paid or expired meanwhile shows as it is now.
import { msg } from '@lingui/core/macro';
import type { Invoice } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import { cancelPayment as cancelPaymentRequest, type CancelOutcome } from '../api/cancelPayment.ts';

export interface CancelPayment {
  cancel: (invoice: Invoice) => Promise<void>;
  /** The payment order being cancelled, or null. */
  cancelling: string | null;
}

export function useCancelPayment(
  notify: Notifier,
  send: (orderId: string) => Promise<CancelOutcome> = cancelPaymentRequest,
): CancelPayment {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancel = useCallback(
    async (invoice: Invoice) => {
      const orderId = invoice.paymentOrderId;
      if (!orderId || cancelling) return;
      setCancelling(orderId);
      try {
        const outcome = await send(orderId);
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
        if (outcome === 'cancelled')
          notify.success(msg`Płatność została anulowana. Dokumenty możesz opłacić ponownie.`);
        else if (outcome === 'gone')
          notify.info(msg`Tej płatności nie można już anulować. Lista dokumentów pokazuje jej obecny stan.`);
        else if (outcome === 'failed')
          notify.error(msg`Nie udało się anulować płatności. Spróbuj ponownie za chwilę.`, false);
      } finally {
        setCancelling(null);
      }
    },
    [cancelling, notify, queryClient, send],
  );
  return useMemo(() => ({ cancel, cancelling }), [cancel, cancelling]);
}
