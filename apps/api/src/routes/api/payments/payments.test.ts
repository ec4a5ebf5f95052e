import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isValidBankAccount } from '@portal/validation';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverInProcess, paymentsFixture } from '../../../test/payments.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { expireStaleOrders } from '../../../payments/payment-orders.ts';
import { simulatorSignature } from '../../../adapters/payments/simulator.ts';

let t: TestApp;
let f: ReturnType<typeof paymentsFixture>;
/** The portal is away for this many of the gateway's notifications (a 503 while its database restarts). */
let notificationsToRefuse = 0;
function refuseNotification() {
  if (notificationsToRefuse === 0) return false;
  notificationsToRefuse -= 1;
  return true;
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    deliverSimulatorNotification: deliverInProcess(() => t.app, refuseNotification),
  });
  f = paymentsFixture(
    t,
    await createIntegrationKey(t.db, 'billing'),
    (n) => `FV/2026/${String(n).padStart(5, '0')}`,
  );
});
afterAll(() => t.close());

const customerWithInvoices = (amounts: string[], overdue = false) =>
  f.customerWithInvoices(
    amounts.map((amount) => ({ amount, overdue })),
    { investmentAddress: 'ul. Polna 3, Piaseczno' },
  );

const pay = (client: Client, invoices: { number: string; amount: string }[], totalAmount?: string) =>
  client.post('/api/orders/pay', {
    totalAmount:
      totalAmount ?? (invoices.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0) / 100).toFixed(2),
    invoices: invoices.map((i) => ({ ...i, orderId: 'PP/2026/1' })),
  });

const statusOf = (client: Client, number: string) => f.invoice(client, number);

describe('GET /api/issues/invoices', () => {
  it('gives totals as decimal strings, a valid individual account number and the invoices by payment term', async () => {
    const { client, numbers } = await customerWithInvoices(['100.50', '20.00'], true);
    const body = (await client.get('/api/issues/invoices')).json();
    expect(body.totalActiveAmount).toBe('120.50');
    expect(body.totalOverdueAmount).toBe('120.50');
    expect(isValidBankAccount(body.accountNumber)).toBe(true);
    expect(body.invoices.map((i: { number: string }) => i.number)).toEqual(numbers);
    expect(body.invoices[0]).toMatchObject({
      status: 'ACTIVE',
      amount: '100.50',
      type: 'Faktura VAT',
      investmentAddress: 'ul. Polna 3, Piaseczno',
      paymentDate: null,
    });
    expect(typeof body.invoices[0].issueDate).toBe('number');
  });

  it('is for the signed-in customer only', async () => {
    const a = await customerWithInvoices(['10.00']);
    const b = await customerWithInvoices(['20.00']);
    const seenByB = (await b.client.get('/api/issues/invoices'))
      .json()
      .invoices.map((i: { number: string }) => i.number);
    expect(seenByB).not.toContain(a.numbers[0]);
    expect((await new Client(t.app).get('/api/issues/invoices')).statusCode).toBe(401);
    const payOther = await pay(b.client, [{ number: a.numbers[0]!, amount: '10.00' }]);
    expect(payOther.statusCode).toBe(409);
    expect(payOther.json().errorType).toBe('invoice_state_mismatch');
    expect((await statusOf(a.client, a.numbers[0]!)).status).toBe('ACTIVE');
    expect(
      (
        await new Client(t.app).post('/api/orders/pay', {
          totalAmount: '10.00',
          invoices: [{ number: a.numbers[0], orderId: 'x', amount: '10.00' }],
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a full payment through the simulated gateway', () => {
  it('pays two invoices: order, redirect, pay on the gateway, signed notification, both PAID with a date', async () => {
    const { client, numbers } = await customerWithInvoices(['150.00', '49.99']);
    const response = await pay(client, [
      { number: numbers[0]!, amount: '150.00' },
      { number: numbers[1]!, amount: '49.99' },
    ]);
    expect(response.statusCode).toBe(200);
    const { redirectUrl } = response.json();
    const pending = await statusOf(client, numbers[0]!);
    expect(pending.status).toBe('PENDING');
    expect(pending.redirectUrl).toBe(redirectUrl);

    const gatewayPath = new URL(redirectUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: gatewayPath });
    expect(page.body).toContain('199,99 zł');
    expect(page.body).toContain(`${numbers[0]} ${numbers[1]}`);
    const decision = await f.decide(redirectUrl, 'pay');
    expect(decision.statusCode).toBe(303);
    const returnUrl = new URL(decision.headers.location as string);
    expect(returnUrl.pathname).toBe('/platnosci/potwierdzenie');

    for (const number of numbers) {
      const paid = await statusOf(client, number);
      expect(paid.status).toBe('PAID');
      expect(paid.paymentDate).toBeGreaterThan(Date.now() - 60_000);
    }
    const order = (await client.get(`/api/orders/${returnUrl.searchParams.get('zamowienie')}`)).json();
    expect(order).toMatchObject({ status: 'PAID', totalAmount: '199.99', invoiceNumbers: numbers });
    expect((await t.app.inject({ method: 'GET', url: gatewayPath })).statusCode).toBe(404);
  });

  it('a notification the portal could not take is sent again, and the payment is booked then', async () => {
    const { client, numbers } = await customerWithInvoices(['75.00']);
    const { redirectUrl } = (await pay(client, [{ number: numbers[0]!, amount: '75.00' }])).json();
    notificationsToRefuse = 1;
    const decision = await f.decide(redirectUrl, 'pay');
    expect(decision.statusCode).toBe(303);
    expect(notificationsToRefuse).toBe(0);
    expect((await statusOf(client, numbers[0]!)).status).toBe('PENDING');
    // The gateway's first retry comes 5 s later (SIMULATOR_RETRY_DELAYS_MS).
    await vi.waitFor(async () => expect((await statusOf(client, numbers[0]!)).status).toBe('PAID'), {
      timeout: 15_000,
      interval: 500,
    });
  }, 20_000);

  it('a rejected payment makes the invoices payable again', async () => {
    const { client, numbers } = await customerWithInvoices(['80.00']);
    const { redirectUrl } = (await pay(client, [{ number: numbers[0]!, amount: '80.00' }])).json();
    await f.decide(redirectUrl, 'reject');
    expect((await statusOf(client, numbers[0]!)).status).toBe('ACTIVE');
  });
});

describe('notifications', () => {
  async function pendingOrder() {
    const { client, numbers } = await customerWithInvoices(['33.33']);
    const { redirectUrl } = (await pay(client, [{ number: numbers[0]!, amount: '33.33' }])).json();
    const row = await t.db
      .selectFrom('payment_order')
      .selectAll()
      .where('redirect_url', '=', redirectUrl)
      .executeTakeFirstOrThrow();
    return { client, numbers, sessionId: row.public_id };
  }
  const secret = () => (t.app as unknown as { secret: string }).secret;
  const signed = async (
    n: { sessionId: string; amount: number; status: 'PAID' | 'REJECTED' },
    key?: string,
  ) => {
    const { hmac } = await import('../../../lib/tokens.ts');
    const body = { ...n, currency: 'PLN' as const, orderId: 'SIM-1' };
    return { ...body, sign: simulatorSignature(key ?? hmac(secret(), 'payment-simulator'), body) };
  };
  const notify = (body: object) => f.notify(body);

  it('processes a notification once: a replay answers 200 and changes nothing', async () => {
    const { client, numbers, sessionId } = await pendingOrder();
    // The customer paid on the gateway; its notification is then delivered twice.
    await t.db
      .updateTable('simulated_transaction')
      .set({ status: 'PAID' })
      .where('session_id', '=', sessionId)
      .execute();
    const body = await signed({ sessionId, amount: 3333, status: 'PAID' });
    expect((await notify(body)).statusCode).toBe(200);
    const paid = await statusOf(client, numbers[0]!);
    expect((await notify(body)).statusCode).toBe(200);
    expect(await statusOf(client, numbers[0]!)).toEqual(paid);
    const late = await notify(await signed({ sessionId, amount: 3333, status: 'REJECTED' }));
    expect(late.statusCode).toBe(200);
    expect((await statusOf(client, numbers[0]!)).status).toBe('PAID');
  });

  it('refuses a forged signature (400) and a signed PAID the provider does not confirm (502), changing nothing', async () => {
    const { client, numbers, sessionId } = await pendingOrder();
    expect(
      (await notify(await signed({ sessionId, amount: 3333, status: 'PAID' }, 'wrong-key'))).statusCode,
    ).toBe(400);
    expect(
      (await notify({ sessionId, amount: 3333, status: 'PAID', currency: 'PLN', orderId: 'x', sign: 'abc' }))
        .statusCode,
    ).toBe(400);
    // Nobody paid on the gateway: confirming with the provider fails, and the provider will repeat it.
    expect((await notify(await signed({ sessionId, amount: 1, status: 'PAID' }))).statusCode).toBe(502);
    expect(
      (await notify(await signed({ sessionId: 'nieznane', amount: 3333, status: 'PAID' }))).statusCode,
    ).toBe(502);
    expect((await notify(await signed({ sessionId, amount: 1, status: 'REJECTED' }))).statusCode).toBe(400);
    expect(
      (await notify(await signed({ sessionId: 'nieznane', amount: 3333, status: 'REJECTED' }))).statusCode,
    ).toBe(404);
    expect((await statusOf(client, numbers[0]!)).status).toBe('PENDING');
    const logged = await t.db.selectFrom('payment_notification_rejected').select('outcome').execute();
    expect(logged.map((l) => l.outcome)).toContain('forged');
  });

  it('an expired order returns its invoices to ACTIVE', async () => {
    const { client, numbers, sessionId } = await pendingOrder();
    await t.db
      .updateTable('payment_order')
      .set({ updated_at: new Date(Date.now() - 31 * 60_000) })
      .where('public_id', '=', sessionId)
      .execute();
    expect(await expireStaleOrders(t.db, 30)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(client, numbers[0]!)).status).toBe('ACTIVE');
    const order = (await client.get(`/api/orders/${sessionId}`)).json();
    expect(order.status).toBe('EXPIRED');
  });
});

describe('POST /api/orders/pay refusals (portal-spec §8 errorType)', () => {
  it('invalid_total_amount when the total is not the sum of the current amounts', async () => {
    const { client, numbers } = await customerWithInvoices(['10.00', '5.00']);
    const response = await pay(
      client,
      [
        { number: numbers[0]!, amount: '10.00' },
        { number: numbers[1]!, amount: '5.00' },
      ],
      '14.99',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ redirectUrl: null, errorType: 'invalid_total_amount', status: 400 });
    const claimedWrong = await pay(
      client,
      [
        { number: numbers[0]!, amount: '9.00' },
        { number: numbers[1]!, amount: '6.00' },
      ],
      '15.00',
    );
    expect(claimedWrong.json().errorType).toBe('invalid_total_amount');
  });

  it('the amount and title limits, with no order created', async () => {
    const { client, numbers } = await customerWithInvoices(['100000.01']);
    expect((await pay(client, [{ number: numbers[0]!, amount: '100000.01' }])).json().errorType).toBe(
      'max_amount_transaction_limit',
    );
    const many = await customerWithInvoices(Array.from({ length: 10 }, () => '1.00'));
    const response = await pay(
      many.client,
      many.numbers.map((number) => ({ number, amount: '1.00' })),
    );
    // Ten numbers "FV/2026/00001" joined by spaces are 139 characters.
    expect(response.json().errorType).toBe('max_title_transaction_limit');
    const orders = await t.db
      .selectFrom('payment_order')
      .innerJoin('account', 'account.id', 'payment_order.account_id')
      .select('payment_order.id')
      .where('account.email', '=', many.customer.email)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('invoice_state_mismatch for a paid, pending or canceled invoice', async () => {
    const { client, numbers } = await customerWithInvoices(['10.00', '11.00']);
    await f.bo('POST', '/api/backoffice/invoices/cancel', { number: numbers[1] });
    expect((await pay(client, [{ number: numbers[1]!, amount: '11.00' }])).json().errorType).toBe(
      'invoice_state_mismatch',
    );
    expect((await pay(client, [{ number: numbers[0]!, amount: '10.00' }])).statusCode).toBe(200);
    expect((await pay(client, [{ number: numbers[0]!, amount: '10.00' }])).json().errorType).toBe(
      'invoice_state_mismatch',
    );
  });

  it('two concurrent pays of one invoice create one order; the other gets invoice_state_mismatch', async () => {
    const { client, numbers } = await customerWithInvoices(['42.00']);
    const [a, b] = await Promise.all([
      pay(client, [{ number: numbers[0]!, amount: '42.00' }]),
      pay(client, [{ number: numbers[0]!, amount: '42.00' }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const orders = await t.db
      .selectFrom('payment_order_invoice')
      .innerJoin('invoice', 'invoice.id', 'payment_order_invoice.invoice_id')
      .select('payment_order_invoice.order_id')
      .where('invoice.number', '=', numbers[0]!)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('a malformed body is a 400 with field details, never a 500', async () => {
    const { client } = await customerWithInvoices(['1.00']);
    for (const body of [
      {},
      { totalAmount: 'abc', invoices: [] },
      { totalAmount: '1.00', invoices: [{ number: 1 }] },
    ]) {
      const response = await client.post('/api/orders/pay', body);
      expect(response.statusCode).toBe(400);
    }
  });
});
