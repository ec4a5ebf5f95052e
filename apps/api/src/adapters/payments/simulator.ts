// The embedded payment gateway: served by the app itself (never in production) with a page where the
// customer chooses pay or reject; it then sends a signed notification server to server and redirects to
// the return URL, as a real provider does. Its transactions live in its own table.
import type { Database } from '../../db/database.ts';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.ts';
import { PaymentProviderError, type PaymentProvider, type VerifiedNotification } from './payment-provider.ts';
import { holdsPaidPayment, insertSimulatedPayment } from './simulator-repository.ts';

export const SIMULATOR_PATH = '/api/payments/simulator';

export interface SimulatorNotification {
  sessionId: string;
  amount: number;
  currency: 'PLN';
  status: 'PAID' | 'REJECTED';
  orderId: string;
  sign: string;
}

export function simulatorSignature(secret: string, n: Omit<SimulatorNotification, 'sign'>): string {
  return hmac(secret, [n.sessionId, n.amount, n.currency, n.status, n.orderId].join('|'));
}

export function simulatorProvider(
  db: Database,
  { secret, publicUrl }: { secret: string; publicUrl: string },
): PaymentProvider {
  return {
    name: 'simulator',
    redirectOrigins: [new URL(publicUrl).origin],
    async register(transaction) {
      if (transaction.amountGrosze <= 0)
        throw new PaymentProviderError('transaction', 'amount must be positive');
      const token = randomToken(18);
      await insertSimulatedPayment(db, {
        token,
        session_id: transaction.sessionId,
        amount: transaction.amountGrosze,
        description: transaction.description,
        email: transaction.email,
        return_url: transaction.returnUrl,
        notify_url: transaction.notifyUrl,
      });
      return { redirectUrl: `${publicUrl}${SIMULATOR_PATH}/${token}`, reference: token };
    },
    verifyNotification(body) {
      if (typeof body !== 'object' || body === null) return null;
      const n = body as Partial<SimulatorNotification>;
      if (
        typeof n.sessionId !== 'string' ||
        typeof n.amount !== 'number' ||
        typeof n.orderId !== 'string' ||
        typeof n.sign !== 'string'
      )
        return null;
      if (n.status !== 'PAID' && n.status !== 'REJECTED') return null;
      const expected = simulatorSignature(secret, {
        sessionId: n.sessionId,
        amount: n.amount,
        currency: 'PLN',
        status: n.status,
        orderId: n.orderId,
      });
      if (n.currency !== 'PLN' || !safeEqual(expected, n.sign)) return null;
      return {
        sessionId: n.sessionId,
        amountGrosze: n.amount,
        currency: n.currency,
        paid: n.status === 'PAID',
        providerOrderId: n.orderId,
      };
    },
    // Like Przelewy24's verify call: the provider's own book must hold the payment, for this amount.
    async confirm(notification: VerifiedNotification) {
      if (!(await holdsPaidPayment(db, notification.sessionId, notification.amountGrosze)))
        throw new PaymentProviderError('transaction', 'the simulated gateway holds no such paid transaction');
    },
  };
}
