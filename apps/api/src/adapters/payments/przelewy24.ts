// Przelewy24 REST API (v1): register a transaction (POST /api/v1/transaction/register, HTTP Basic
// posId:apiKey, body signed with SHA-384 over a JSON of chosen fields and the CRC key), redirect to
// /trnRequest/{token}, verify the notification's sign, then confirm with PUT /api/v1/transaction/verify.
import { createHash } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';
import { PaymentProviderError, type PaymentProvider, type VerifiedNotification } from './payment-provider.ts';

export interface Przelewy24Options {
  baseUrl: string;
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  timeoutMs?: number;
}

/** P24 signs a JSON object of the listed fields in this order, with the CRC key as the last field. */
export function p24Sign(fields: Record<string, string | number>, crc: string): string {
  return createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex');
}

interface P24Notification {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

export function przelewy24Provider(options: Przelewy24Options): PaymentProvider {
  const { baseUrl, merchantId, posId, apiKey, crc, timeoutMs = 15_000 } = options;
  const auth = `Basic ${Buffer.from(`${posId}:${apiKey}`).toString('base64')}`;

  async function call(method: 'POST' | 'PUT', path: string, body: object): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        'wsclient',
        `Przelewy24 unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentProviderError('wsclient', `Przelewy24 answered ${response.status} with non-JSON`);
    }
    if (!response.ok)
      throw new PaymentProviderError(
        'transaction',
        `Przelewy24 refused (${response.status}): ${text.slice(0, 200)}`,
      );
    return parsed;
  }

  return {
    name: 'przelewy24',
    redirectOrigins: [new URL(baseUrl).origin],
    async register(t) {
      const sign = p24Sign(
        { sessionId: t.sessionId, merchantId, amount: t.amountGrosze, currency: 'PLN' },
        crc,
      );
      const answer = (await call('POST', '/api/v1/transaction/register', {
        merchantId,
        posId,
        sessionId: t.sessionId,
        amount: t.amountGrosze,
        currency: 'PLN',
        description: t.description,
        email: t.email,
        country: 'PL',
        language: 'pl',
        urlReturn: t.returnUrl,
        urlStatus: t.notifyUrl,
        sign,
      })) as { data?: { token?: unknown } } | null;
      const token = answer?.data?.token;
      if (typeof token !== 'string' || !token)
        throw new PaymentProviderError('wsclient', 'Przelewy24 gave no token');
      return { redirectUrl: `${baseUrl}/trnRequest/${encodeURIComponent(token)}`, reference: token };
    },
    verifyNotification(body) {
      if (typeof body !== 'object' || body === null) return null;
      const n = body as Partial<P24Notification>;
      const numbers = [n.merchantId, n.posId, n.amount, n.originAmount, n.orderId, n.methodId];
      if (
        !numbers.every((v) => typeof v === 'number') ||
        typeof n.sessionId !== 'string' ||
        typeof n.currency !== 'string' ||
        typeof n.statement !== 'string' ||
        typeof n.sign !== 'string'
      ) {
        return null;
      }
      if (n.merchantId !== merchantId || n.posId !== posId) return null;
      const expected = p24Sign(
        {
          merchantId: n.merchantId!,
          posId: n.posId!,
          sessionId: n.sessionId,
          amount: n.amount!,
          originAmount: n.originAmount!,
          currency: n.currency,
          orderId: n.orderId!,
          methodId: n.methodId!,
          statement: n.statement,
        },
        crc,
      );
      if (!safeEqual(expected, n.sign)) return null;
      // P24 notifies only successful payments; an abandoned one simply expires.
      return {
        sessionId: n.sessionId,
        amountGrosze: n.amount!,
        currency: n.currency,
        paid: true,
        providerOrderId: String(n.orderId),
      };
    },
    async confirm(n: VerifiedNotification) {
      const orderId = Number(n.providerOrderId);
      const sign = p24Sign(
        { sessionId: n.sessionId, orderId, amount: n.amountGrosze, currency: n.currency },
        crc,
      );
      const answer = (await call('PUT', '/api/v1/transaction/verify', {
        merchantId,
        posId,
        sessionId: n.sessionId,
        amount: n.amountGrosze,
        currency: n.currency,
        orderId,
        sign,
      })) as {
        data?: { status?: unknown };
      } | null;
      if (answer?.data?.status !== 'success')
        throw new PaymentProviderError('transaction', 'Przelewy24 did not confirm the transaction');
    },
  };
}
