// Test helpers for payments: a customer with invoices issued through the back-office API, an order paid
// through the portal, and the simulated gateway's signed notifications.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { simulatorSignature } from '../adapters/payments/simulator.ts';
import { hmac } from '../lib/tokens.ts';
import { createCustomer } from './accounts.ts';
import { Client, type TestApp } from './test-app.ts';

/**
 * The simulated gateway posts its notifications over HTTP: this delivers them to the app in-process, as a
 * `deliverSimulatorNotification` override. `refuse` says whether the portal is away for this one.
 */
export function deliverInProcess(app: () => TestApp['app'], refuse: () => boolean = () => false) {
  return async (url: string, body: object) => {
    if (refuse()) throw new Error('notification answered 503');
    const response = await app().inject({ method: 'POST', url: new URL(url).pathname, payload: body });
    if (response.statusCode !== 200) throw new Error(`notification answered ${response.statusCode}`);
  };
}

/** An invoice to issue: its amount, and whether its payment term has passed (else it is in 2099). */
export type InvoiceToIssue = string | { amount: string; overdue: boolean };

/** Numbers the invoices in a series of their own unless told (`n` counts from 1). */
function randomSeries(): (n: number) => string {
  const series = randomBytes(3).toString('hex').toUpperCase();
  return (n) => `FV/${series}/${n}`;
}

export function paymentsFixture(t: TestApp, integrationKey: string, invoiceNumber = randomSeries()) {
  let counter = 0;
  const bo = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { 'x-api-key': integrationKey }, ...(payload ? { payload } : {}) });

  /** A signed-in customer with these invoices; with `issueNumber`, they belong to a case of that number. */
  async function customerWithInvoices(
    invoices: InvoiceToIssue[],
    details: { investmentAddress?: string; issueNumber?: string } = {},
  ) {
    const { investmentAddress, issueNumber } = details;
    const customer = await createCustomer(t.db);
    if (issueNumber) {
      const issue = await bo('POST', '/api/backoffice/issues', {
        number: issueNumber,
        barcode: '590000222',
        type: 'Przyłączenie do sieci',
        status: 'W realizacji',
        client: 'Jan Testowy',
        address: 'ul. Lipowa 1, 05-500 Piaseczno',
        registrationDate: '2026-09-01T10:00:00.000Z',
        customerEmail: customer.email,
      });
      expect(issue.statusCode, issue.body).toBe(200);
    }
    const numbers: string[] = [];
    for (const invoice of invoices) {
      const { amount, overdue } = typeof invoice === 'string' ? { amount: invoice, overdue: false } : invoice;
      counter += 1;
      const number = invoiceNumber(counter);
      const response = await bo('POST', '/api/backoffice/invoices', {
        number,
        customerEmail: customer.email,
        ...(issueNumber ? { issueNumber } : {}),
        type: 'Faktura VAT',
        amount,
        issueDate: '2026-10-01T00:00:00.000Z',
        paymentTerm: overdue ? '2026-10-15T00:00:00.000Z' : '2099-01-01T00:00:00.000Z',
        ...(investmentAddress ? { investmentAddress } : {}),
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
      redirectUrl: string | null;
      paymentOrderId: string | null;
      issueId: number | null;
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

  /** The customer's choice on the simulated gateway's page at `url` (the order's redirectUrl). */
  const decide = (url: string, decision: 'pay' | 'reject') =>
    t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });

  const notify = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notify/simulator', payload: body });

  return { bo, customerWithInvoices, startPayment, invoice, decide, paidOnGateway, signed, notify };
}
