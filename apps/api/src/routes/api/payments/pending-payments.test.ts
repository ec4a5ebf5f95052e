// Customer journeys, "Pending payments": back from the gateway without paying, the invoice waited as "Płatność w toku"
// for 30 minutes with no way out, and the total to pay dropped as if it had been paid. The customer can now
// cancel the waiting payment (or finish it at its redirectUrl), and the pending amounts stay in the totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverInProcess, paymentsFixture } from '../../../test/payments.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let f: ReturnType<typeof paymentsFixture>;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { deliverSimulatorNotification: deliverInProcess(() => t.app) });
  f = paymentsFixture(
    t,
    await createIntegrationKey(t.db, 'billing'),
    (n) => `FP/2026/${String(n).padStart(5, '0')}`,
  );
});
afterAll(() => t.close());

/** A customer with invoices of these amounts: the first ones overdue, the others due in the future. */
const customerWithInvoices = (invoices: { amount: string; overdue: boolean }[], issueNumber?: string) =>
  f.customerWithInvoices(invoices, {
    investmentAddress: 'ul. Polna 3, Łomianki',
    ...(issueNumber ? { issueNumber } : {}),
  });

async function startPayment(client: Client, number: string, amount: string) {
  const response = await client.post('/api/orders/pay', {
    totalAmount: amount,
    invoices: [{ number, orderId: '', amount }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().redirectUrl as string;
}

const invoiceOf = (client: Client, number: string) => f.invoice(client, number);

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
    const decision = await f.decide(redirectUrl, 'pay');
    expect(decision.statusCode).toBe(303);
    expect((await invoiceOf(client, numbers[0]!)).status).toBe('PAID');
  });
});
