// portal-spec §4 Payment flow: POST /api/orders/pay; on 200 with a redirectUrl the browser goes there;
// a refusal carries an errorType (§8) in the body of a 400, 409 or 502. A 401 (session expired) and a 429
// are already handled by the API client (toast, logout), so they end here without another message.
import type { PaymentOrderRequest } from '@portal/api-contract';
import { callEndpoint, isApiClientError } from '../../../lib/api/index.ts';
import { readErrorType } from '../lib/paymentErrors.ts';

export type PayOutcome =
  { kind: 'redirect'; url: string } | { kind: 'refused'; errorType: string | null } | { kind: 'handled' };

/** Only a web address can be followed (the server already allowlists the provider's origins). */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export async function payInvoices(request: PaymentOrderRequest): Promise<PayOutcome> {
  try {
    const response = await callEndpoint('pay', request);
    if (response.redirectUrl && isWebUrl(response.redirectUrl))
      return { kind: 'redirect', url: response.redirectUrl };
    return { kind: 'refused', errorType: readErrorType(response) };
  } catch (error) {
    if (isApiClientError(error)) {
      if (error.kind === 'unauthorized' || error.kind === 'too_many_requests') return { kind: 'handled' };
      return { kind: 'refused', errorType: readErrorType(error.payload) };
    }
    return { kind: 'refused', errorType: null };
  }
}
