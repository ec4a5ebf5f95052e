import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { paymentsFixture } from '../../test/payments.ts';
import { createIntegrationKey } from '../../backoffice/integration-keys.ts';
import { p24Sign, przelewy24Provider, type Przelewy24Options } from './przelewy24.ts';
import { PaymentProviderError } from './payment-provider.ts';
import { expireStaleOrders } from '../../payments/payment-orders.ts';

const CRC = 'crc-test-key';
const MERCHANT = 12345;
const API_KEY = 'api-key-test';

/** A local server speaking the Przelewy24 REST v1 protocol, checking what the real one checks. */
function fakePrzelewy24() {
  const registered = new Map<string, { sessionId: string; amount: number; urlStatus: string }>();
  const verified: string[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => resolve(body ? JSON.parse(body) : {}));
    });
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${MERCHANT}:${API_KEY}`).toString('base64')}`)
      return reply(401, { error: 'Incorrect authentication', code: 401 });
    const body = await read(req);
    if (req.method === 'POST' && req.url === '/api/v1/transaction/register') {
      const sign = p24Sign(
        {
          sessionId: body.sessionId as string,
          merchantId: MERCHANT,
          amount: body.amount as number,
          currency: 'PLN',
        },
        CRC,
      );
      if (body.sign !== sign) return reply(400, { error: 'Incorrect sign', code: 400 });
      const token = `TOKEN-${registered.size + 1}`;
      registered.set(token, {
        sessionId: body.sessionId as string,
        amount: body.amount as number,
        urlStatus: body.urlStatus as string,
      });
      return reply(200, { data: { token }, responseCode: 0 });
    }
    if (req.method === 'PUT' && req.url === '/api/v1/transaction/verify') {
      const sign = p24Sign(
        {
          sessionId: body.sessionId as string,
          orderId: body.orderId as number,
          amount: body.amount as number,
          currency: 'PLN',
        },
        CRC,
      );
      if (body.sign !== sign) return reply(400, { error: 'Incorrect sign', code: 400 });
      verified.push(body.sessionId as string);
      return reply(200, { data: { status: 'success' }, responseCode: 0 });
    }
    reply(404, { error: 'not found' });
  });
  /** What P24 posts to urlStatus after the customer paid. */
  const notificationFor = (sessionId: string, amount: number) => {
    const n = {
      merchantId: MERCHANT,
      posId: MERCHANT,
      sessionId,
      amount,
      originAmount: amount,
      currency: 'PLN',
      orderId: 987654,
      methodId: 25,
      statement: 'p24-A1-B2-C3',
    };
    return { ...n, sign: p24Sign(n, CRC) };
  };
  return { server, registered, verified, notificationFor };
}

let fake: ReturnType<typeof fakePrzelewy24>;
let baseUrl: string;
let t: TestApp;
/** The adapter set up for the fake, unless told otherwise. */
const p24 = (options: Partial<Przelewy24Options> = {}) =>
  przelewy24Provider({
    baseUrl,
    merchantId: MERCHANT,
    posId: MERCHANT,
    apiKey: API_KEY,
    crc: CRC,
    ...options,
  });
const anyTransaction = {
  sessionId: 's',
  amountGrosze: 1,
  description: 'x',
  email: 'a@b.pl',
  returnUrl: 'http://x',
  notifyUrl: 'http://x',
};

beforeAll(async () => {
  fake = fakePrzelewy24();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  t = await createTestApp({}, undefined, { payments: p24() });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

describe('Przelewy24 adapter against a local fake', () => {
  it('registers a signed transaction and redirects to the provider', async () => {
    const provider = p24();
    const result = await provider.register({
      sessionId: 's-1',
      amountGrosze: 1999,
      description: 'FV/1',
      email: 'a@b.pl',
      returnUrl: 'http://localhost/r',
      notifyUrl: 'http://localhost/n',
    });
    expect(result.redirectUrl).toBe(`${baseUrl}/trnRequest/${result.reference}`);
  });

  it("maps the provider's refusal to 'transaction' and an unreachable provider to 'wsclient'", async () => {
    const wrongKey = p24({ apiKey: 'zly' });
    await expect(wrongKey.register(anyTransaction)).rejects.toMatchObject({ kind: 'transaction' });
    const down = p24({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    const error = await down.register(anyTransaction).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).kind).toBe('wsclient');
  });

  it('accepts only notifications signed with the CRC key', () => {
    const provider = p24();
    const good = fake.notificationFor('s-2', 500);
    expect(provider.verifyNotification(good)).toMatchObject({
      sessionId: 's-2',
      amountGrosze: 500,
      paid: true,
    });
    expect(provider.verifyNotification({ ...good, amount: 5000 })).toBeNull();
    expect(provider.verifyNotification({ ...good, merchantId: 1 })).toBeNull();
    expect(provider.verifyNotification('garbage')).toBeNull();
  });

  /** A customer with one invoice filed by the back office, signed in, who starts paying it. */
  async function payOneInvoice(keyName: string, number: string, amount: string) {
    const key = await createIntegrationKey(t.db, `${keyName}-${Date.now()}`);
    const { client } = await paymentsFixture(t, key, () => number).customerWithInvoices([amount]);
    const paid = await client.post('/api/orders/pay', {
      totalAmount: amount,
      invoices: [{ number, orderId: 'x', amount }],
    });
    return { client, paid };
  }

  it('end to end: pay, P24 notifies, the portal verifies with P24, the invoice is PAID', async () => {
    const { client, paid } = await payOneInvoice('billing', 'FV/P24/1', '250.00');
    expect(paid.statusCode).toBe(200);
    const token = new URL(paid.json().redirectUrl).pathname.split('/').pop()!;
    const transaction = fake.registered.get(token)!;
    expect(transaction.amount).toBe(25000);
    expect(new URL(transaction.urlStatus).pathname).toBe('/api/payments/notify/przelewy24');

    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/przelewy24',
      payload: fake.notificationFor(transaction.sessionId, 25000),
    });
    expect(notify.statusCode).toBe(200);
    expect(fake.verified).toContain(transaction.sessionId);
    const invoices = (await client.get('/api/issues/invoices')).json().invoices;
    expect(invoices[0]).toMatchObject({ number: 'FV/P24/1', status: 'PAID' });
  });

  it('a payment notified after the order expired is verified with P24 and booked', async () => {
    const { client, paid } = await payOneInvoice('billing-late', 'FV/P24/LATE', '80.00');
    const token = new URL(paid.json().redirectUrl).pathname.split('/').pop()!;
    const { sessionId } = fake.registered.get(token)!;
    await t.db
      .updateTable('payment_order')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('public_id', '=', sessionId)
      .execute();
    await expireStaleOrders(t.db, 30);

    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/przelewy24',
      payload: fake.notificationFor(sessionId, 8000),
    });
    expect(notify.statusCode).toBe(200);
    expect(fake.verified).toContain(sessionId);
    const invoices = (await client.get('/api/issues/invoices')).json().invoices;
    expect(invoices[0]).toMatchObject({ number: 'FV/P24/LATE', status: 'PAID' });
  });
});
