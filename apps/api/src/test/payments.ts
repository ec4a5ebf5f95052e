// Test helpers for payments: a customer with invoices issued through the back-office API, an order paid
// through the portal, and the simulated gateway's signed notifications.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { simulatorSignature } from '../adapters/payments/simulator.ts';
import { hmac } from '../lib/tokens.ts';
import { createCustomer } from './accounts.ts';
import { Client, type TestApp } from './test-app.ts';

export function paymentsFixture(t: TestApp, integrationKey: string) {
  const series = randomBytes(3).toString('hex').toUpperCase();
  let counter = 0;
  const bo = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-api-key': integrationKey }, ...(payload ? { payload } : {}) });

  async function customerWithInvoices(amounts: string[]) {
    const customer = await createCustomer(t.db);
    const numbers: string[] = [];
    for (const amount of amounts) {
      counter += 1;
      const number = `FV/${series}/${counter}`;
      const response = await bo('POST', '/api/backoffice/invoices', {
        number,
        customerEmail: customer.email,
        type: 'Faktura VAT',
        amount,
        issueDate: '2026-10-01T00:00:00.000Z',
        paymentTerm: '2099-01-01T00:00:00.000Z',
      });
      expect(response.statusCode, response.body).toBe(200);
      numbers.push(number);
    }
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    return { customer, client, numbers };
  }

  /** Starts a payment of the invoices; answers the order's public id (the provider's session id). */
  async function startPayment(client: Client, invoices: { number: string; amount: string }[]) {
    const totalAmount = (invoices.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0) / 100).toFixed(
      2,
    );
    const response = await client.post('/api/orders/pay', {
      totalAmount,
      invoices: invoices.map((i) => ({ ...i, orderId: 'PP/2026/1' })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = await t.db
      .selectFrom('payment_order')
      .select('public_id')
      .where('redirect_url', '=', response.json().redirectUrl)
      .executeTakeFirstOrThrow();
    return order.public_id;
  }

  async function invoice(client: Client, number: string) {
    const { invoices } = (await client.get('/api/issues/invoices')).json();
    return invoices.find((i: { number: string }) => i.number === number) as {
      status: string;
      paymentDate: number | null;
    };
  }

  /** The gateway's own book says the customer paid (what confirming with the provider checks). */
  async function paidOnGateway(sessionId: string, amount: number) {
    const updated = await t.db
      .updateTable('simulated_transaction')
      .set({ status: 'PAID' })
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await t.db
        .insertInto('simulated_transaction')
        .values({
          token: randomBytes(12).toString('hex'),
          session_id: sessionId,
          amount,
          description: 'x',
          email: 'x@example.com',
          return_url: 'http://x',
          notify_url: 'http://x',
          status: 'PAID',
        })
        .execute();
    }
  }

  function signed(n: { sessionId: string; amount: number; status: 'PAID' | 'REJECTED'; orderId?: string }) {
    const body = {
      sessionId: n.sessionId,
      amount: n.amount,
      currency: 'PLN' as const,
      status: n.status,
      orderId: n.orderId ?? `SIM-${randomBytes(4).toString('hex')}`,
    };
    return { ...body, sign: simulatorSignature(hmac(t.app.secret, 'payment-simulator'), body) };
  }

  const notify = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notify/simulator', payload: body });

  return { bo, customerWithInvoices, startPayment, invoice, paidOnGateway, signed, notify };
}
