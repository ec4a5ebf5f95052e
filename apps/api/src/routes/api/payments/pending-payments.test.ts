// Customer journeys, "Pending payments": back from the gateway without paying, the invoice waited as "Płatność w toku"
// for 30 minutes with no way out, and the total to pay dropped as if it had been paid. The customer can now
// cancel the waiting payment (or finish it at its redirectUrl), and the pending amounts stay in the totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let key: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    deliverSimulatorNotification: async (url, body) => {
      const response = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body });
      if (response.statusCode !== 200) throw new Error(`notification answered ${response.statusCode}`);
    },
  });
  key = await createIntegrationKey(t.db, 'billing');
});
afterAll(() => t.close());

const bo = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload });

/** A customer with invoices of these amounts: the first ones overdue, the others due in the future. */
async function customerWithInvoices(amounts: { amount: string; overdue: boolean }[], issueNumber?: string) {
  const customer = await createCustomer(t.db);
  if (issueNumber) {
    const issue = await bo('/api/backoffice/issues', {
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
  for (const { amount, overdue } of amounts) {
    counter += 1;
    const number = `FP/2026/${String(counter).padStart(5, '0')}`;
    const response = await bo('/api/backoffice/invoices', {
      number,
      customerEmail: customer.email,
      ...(issueNumber ? { issueNumber } : {}),
      type: 'Faktura VAT',
      amount,
      issueDate: '2026-10-01T00:00:00.000Z',
      paymentTerm: overdue ? '2026-10-15T00:00:00.000Z' : '2099-01-01T00:00:00.000Z',
      investmentAddress: 'ul. Polna 3, Łomianki',
    });
    expect(response.statusCode, response.body).toBe(200);
    numbers.push(number);
  }
  const client = new Client(t.app);
  await client.post('/api/account/login', { username: customer.email, password: customer.password });
  return { client, numbers };
}

async function startPayment(client: Client, number: string, amount: string) {
  const response = await client.post('/api/orders/pay', {
    totalAmount: amount,
    invoices: [{ number, orderId: '', amount }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().redirectUrl as string;
}

async function invoiceOf(client: Client, number: string) {
  const { invoices } = (await client.get('/api/issues/invoices')).json();
  return invoices.find((i: { number: string }) => i.number === number);
}

describe('pending amounts in the totals', () => {
  it('keeps a pending invoice in its own totals, beside the payable ones, with the order to cancel', async () => {
    const { client, numbers } = await customerWithInvoices([
      { amount: '40.00', overdue: true },
      { amount: '60.00', overdue: false },
      { amount: '5.50', overdue: true },
    ]);
    await startPayment(client, numbers[0]!, '40.00');
    await startPayment(client, numbers[1]!, '60.00');
    const body = (await client.get('/api/issues/invoices')).json();
    expect(body).toMatchObject({
      totalActiveAmount: '5.50',
      totalOverdueAmount: '5.50',
      totalPendingAmount: '100.00',
      totalOverduePendingAmount: '40.00',
    });
    const pending = body.invoices.find((i: { number: string }) => i.number === numbers[0]);
    expect(pending.status).toBe('PENDING');
    expect(pending.paymentOrderId).toMatch(/^[0-9a-f-]{36}$/);
    const active = body.invoices.find((i: { number: string }) => i.number === numbers[2]);
    expect(active.paymentOrderId).toBeNull();
  });

  it('gives the pending total of one case too', async () => {
    const { client, numbers } = await customerWithInvoices(
      [
        { amount: '12.00', overdue: false },
        { amount: '8.00', overdue: false },
      ],
      'PP/2026/PENDING',
    );
    await startPayment(client, numbers[0]!, '12.00');
    const issueId = (await invoiceOf(client, numbers[0]!)).issueId as number;
    const body = (await client.get(`/api/issues/${issueId}/invoices`)).json();
    expect(body).toMatchObject({ totalActiveAmount: '8.00', totalPendingAmount: '12.00' });
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels a waiting payment: its invoice is payable again, at once', async () => {
    const { client, numbers } = await customerWithInvoices([{ amount: '25.00', overdue: false }]);
    await startPayment(client, numbers[0]!, '25.00');
    const orderId = (await invoiceOf(client, numbers[0]!)).paymentOrderId as string;

    const cancelled = await client.post(`/api/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: orderId, status: 'CANCELED', totalAmount: '25.00' });
    expect(await invoiceOf(client, numbers[0]!)).toMatchObject({
      status: 'ACTIVE',
      redirectUrl: null,
      paymentOrderId: null,
    });
    const totals = (await client.get('/api/issues/invoices')).json();
    expect(totals).toMatchObject({ totalActiveAmount: '25.00', totalPendingAmount: '0.00' });
    expect((await client.get(`/api/orders/${orderId}`)).json().status).toBe('CANCELED');
    // Payable again, without waiting for the order to expire.
    await startPayment(client, numbers[0]!, '25.00');
  });

  it('refuses an order that no longer waits (409) and another customer’s (404)', async () => {
    const { client, numbers } = await customerWithInvoices([{ amount: '9.99', overdue: false }]);
    await startPayment(client, numbers[0]!, '9.99');
    const orderId = (await invoiceOf(client, numbers[0]!)).paymentOrderId as string;
    const stranger = (await customerWithInvoices([])).client;
    expect((await stranger.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(404);
    expect((await invoiceOf(client, numbers[0]!)).status).toBe('PENDING');

    expect((await client.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const again = await client.post(`/api/orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/nie można już anulować/);
    expect((await client.post('/api/orders/nie-uuid/cancel')).statusCode).toBe(400);
    expect((await new Client(t.app).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(401);
  });

  it('a payment finished at the gateway after the customer cancelled it is still booked', async () => {
    const { client, numbers } = await customerWithInvoices([{ amount: '31.00', overdue: false }]);
    const redirectUrl = await startPayment(client, numbers[0]!, '31.00');
    const orderId = (await invoiceOf(client, numbers[0]!)).paymentOrderId as string;
    expect((await client.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);

    // The gateway's tab was still open: the customer pays there anyway.
    const decision = await t.app.inject({
      method: 'POST',
      url: new URL(redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(decision.statusCode).toBe(303);
    expect((await invoiceOf(client, numbers[0]!)).status).toBe('PAID');
  });
});
