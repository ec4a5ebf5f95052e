// Customer journeys: POST /api/orders/{id}/cancel, a payment left waiting at the provider (the customer came back
// with the browser's Back). 'gone' when it no longer waits (paid, expired or cancelled meanwhile: 409) or
// is not found; a 401 or 429 is already handled by the API client (toast, logout).
import type { PaymentOrderState } from '@portal/api-contract';
import { apiRequest, isApiClientError } from '../../../lib/api/index.ts';

export type CancelOutcome = 'cancelled' | 'gone' | 'failed' | 'handled';

export async function cancelPayment(orderId: string): Promise<CancelOutcome> {
  try {
    await apiRequest<PaymentOrderState>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
      method: 'POST',
    });
    return 'cancelled';
  } catch (error) {
    if (!isApiClientError(error)) return 'failed';
    if (error.kind === 'unauthorized' || error.kind === 'too_many_requests') return 'handled';
    return error.status === 409 || error.status === 404 ? 'gone' : 'failed';
  }
}
