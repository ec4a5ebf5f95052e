// Resilience, "payments that arrive late": a correctly signed PAID notification for an order that is no
// longer waiting (expired, rejected, failed), unknown to us, or for another amount was answered 200 and
// dropped, so the customer could pay the same invoice twice. Now it is confirmed with the provider, then
// booked when its invoices are still payable, otherwise recorded for reconciliation (a refund case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paymentsFixture } from '../../../test/payments.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { expireStaleOrders } from '../../../payments/payment-orders.ts';

let t: TestApp;
let f: ReturnType<typeof paymentsFixture>;
const warnings: { msg: string; [key: string]: unknown }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // The operator's view: every late booking and every case is a warning in the log.
  const original = t.app.log.warn.bind(t.app.log);
  t.app.log.warn = ((details: object, msg?: string) => {
    if (typeof msg === 'string') warnings.push({ ...(details as object), msg });
    return original(details as never, msg as never);
  }) as typeof t.app.log.warn;
  f = paymentsFixture(t, await createIntegrationKey(t.db, 'billing'));
});
afterAll(() => t.close());

async function expire(orderId: string) {
  await t.db
    .updateTable('payment_order')
    .set({ updated_at: new Date(Date.now() - 31 * 60_000) })
    .where('public_id', '=', orderId)
    .execute();
  await expireStaleOrders(t.db, 30);
  expect(
    (
      await t.db
        .selectFrom('payment_order')
        .select('status')
        .where('public_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status,
  ).toBe('EXPIRED');
}

const casesFor = (orderId: string) =>
  t.db.selectFrom('payment_reconciliation').selectAll().where('order_public_id', '=', orderId).execute();
const orderOf = (orderId: string) =>
  t.db.selectFrom('payment_order').selectAll().where('public_id', '=', orderId).executeTakeFirstOrThrow();

describe('a PAID notification that arrives late', () => {
  it('after the order expired, with its invoices still payable: confirmed with the provider and booked', async () => {
    const { client, numbers } = await f.customerWithInvoices(['120.00', '30.00']);
    const orderId = await f.startPayment(client, [
      { number: numbers[0]!, amount: '120.00' },
      { number: numbers[1]!, amount: '30.00' },
    ]);
    await expire(orderId);
    expect((await f.invoice(client, numbers[0]!)).status).toBe('ACTIVE');

    await f.paidOnGateway(orderId, 15000);
    const response = await f.notify(
      f.signed({ sessionId: orderId, amount: 15000, status: 'PAID', orderId: 'SIM-LATE-1' }),
    );
    expect(response.statusCode).toBe(200);
    for (const number of numbers) {
      const invoice = await f.invoice(client, number);
      expect(invoice.status).toBe('PAID');
      expect(invoice.paymentDate).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await orderOf(orderId)).toMatchObject({ status: 'PAID', paid_transaction_id: 'SIM-LATE-1' });
    expect((await client.get(`/api/orders/${orderId}`)).json().status).toBe('PAID');
    expect(await casesFor(orderId)).toHaveLength(0);
    expect(warnings.find((w) => w.order === orderId)).toMatchObject({
      msg: expect.stringContaining('late payment booked'),
    });
  });

  it('after the order expired and its invoice was since paid by another order: a reconciliation case, the invoice not paid twice', async () => {
    const { client, numbers } = await f.customerWithInvoices(['75.50']);
    const first = await f.startPayment(client, [{ number: numbers[0]!, amount: '75.50' }]);
    await expire(first);
    const second = await f.startPayment(client, [{ number: numbers[0]!, amount: '75.50' }]);
    await f.paidOnGateway(second, 7550);
    expect((await f.notify(f.signed({ sessionId: second, amount: 7550, status: 'PAID' }))).statusCode).toBe(
      200,
    );
    const paidBySecond = await t.db
      .selectFrom('invoice')
      .select(['status', 'order_id', 'payment_date'])
      .where('number', '=', numbers[0]!)
      .executeTakeFirstOrThrow();

    await f.paidOnGateway(first, 7550);
    const late = await f.notify(
      f.signed({ sessionId: first, amount: 7550, status: 'PAID', orderId: 'SIM-TWICE' }),
    );
    expect(late.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('invoice')
        .select(['status', 'order_id', 'payment_date'])
        .where('number', '=', numbers[0]!)
        .executeTakeFirstOrThrow(),
    ).toEqual(paidBySecond);
    expect((await orderOf(first)).status).toBe('EXPIRED');
    const cases = await casesFor(first);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      reason: 'invoices-not-payable',
      provider: 'simulator',
      provider_reference: 'SIM-TWICE',
      amount: 7550,
      currency: 'PLN',
      resolved_at: null,
    });
    expect(cases[0]!.order_id).toBe((await orderOf(first)).id);
    expect(warnings.find((w) => w.order === first)).toMatchObject({
      msg: expect.stringContaining('reconciliation'),
      reason: 'invoices-not-payable',
    });
  });

  it('after the payment was rejected, with the invoice still payable: booked', async () => {
    const { client, numbers } = await f.customerWithInvoices(['10.01']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '10.01' }]);
    expect(
      (await f.notify(f.signed({ sessionId: orderId, amount: 1001, status: 'REJECTED' }))).statusCode,
    ).toBe(200);
    expect((await orderOf(orderId)).status).toBe('REJECTED');
    // The customer then paid on the same provider transaction with another method.
    await f.paidOnGateway(orderId, 1001);
    expect((await f.notify(f.signed({ sessionId: orderId, amount: 1001, status: 'PAID' }))).statusCode).toBe(
      200,
    );
    expect((await f.invoice(client, numbers[0]!)).status).toBe('PAID');
    expect((await orderOf(orderId)).status).toBe('PAID');
  });

  it('after the payment was rejected and the invoice canceled since: a reconciliation case', async () => {
    const { client, numbers } = await f.customerWithInvoices(['44.00']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '44.00' }]);
    await f.notify(f.signed({ sessionId: orderId, amount: 4400, status: 'REJECTED' }));
    expect((await f.bo('POST', '/api/backoffice/invoices/cancel', { number: numbers[0] })).statusCode).toBe(
      200,
    );
    await f.paidOnGateway(orderId, 4400);
    expect((await f.notify(f.signed({ sessionId: orderId, amount: 4400, status: 'PAID' }))).statusCode).toBe(
      200,
    );
    expect((await f.invoice(client, numbers[0]!)).status).toBe('CANCELED');
    expect((await casesFor(orderId)).map((c) => c.reason)).toEqual(['invoices-not-payable']);
  });

  it('repeated: the same notification twice makes one case, and the repeat answers 200', async () => {
    const { client, numbers } = await f.customerWithInvoices(['60.00']);
    const first = await f.startPayment(client, [{ number: numbers[0]!, amount: '60.00' }]);
    await expire(first);
    await f.bo('POST', '/api/backoffice/invoices/cancel', { number: numbers[0] });
    await f.paidOnGateway(first, 6000);
    const body = f.signed({ sessionId: first, amount: 6000, status: 'PAID', orderId: 'SIM-DUP' });
    expect((await f.notify(body)).statusCode).toBe(200);
    expect((await f.notify(body)).statusCode).toBe(200);
    expect(
      await Promise.all([f.notify(body), f.notify(body)]).then((r) => r.map((x) => x.statusCode)),
    ).toEqual([200, 200]);
    expect(await casesFor(first)).toHaveLength(1);
  });

  it('with an amount other than the order’s: a reconciliation case, nothing booked', async () => {
    const { client, numbers } = await f.customerWithInvoices(['33.33']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '33.33' }]);
    await f.paidOnGateway(orderId, 3333);
    await t.db
      .updateTable('simulated_transaction')
      .set({ amount: 3300 })
      .where('session_id', '=', orderId)
      .execute();
    const response = await f.notify(f.signed({ sessionId: orderId, amount: 3300, status: 'PAID' }));
    expect(response.statusCode).toBe(200);
    expect((await f.invoice(client, numbers[0]!)).status).toBe('PENDING');
    expect((await orderOf(orderId)).status).toBe('PENDING');
    expect(await casesFor(orderId)).toMatchObject([{ reason: 'amount-mismatch', amount: 3300 }]);
  });

  it('for an order the portal does not know: a reconciliation case', async () => {
    const sessionId = '0b5c3a9e-1111-4222-8333-944455556666';
    await f.paidOnGateway(sessionId, 999);
    expect((await f.notify(f.signed({ sessionId, amount: 999, status: 'PAID' }))).statusCode).toBe(200);
    expect(await casesFor(sessionId)).toMatchObject([
      { reason: 'unknown-order', order_id: null, amount: 999 },
    ]);
  });

  it('a second, different payment of an order already paid: a reconciliation case (paid twice)', async () => {
    const { client, numbers } = await f.customerWithInvoices(['19.99']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '19.99' }]);
    await f.paidOnGateway(orderId, 1999);
    expect(
      (await f.notify(f.signed({ sessionId: orderId, amount: 1999, status: 'PAID', orderId: 'SIM-A' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.notify(f.signed({ sessionId: orderId, amount: 1999, status: 'PAID', orderId: 'SIM-A' })))
        .statusCode,
    ).toBe(200);
    expect(await casesFor(orderId)).toHaveLength(0);
    expect(
      (await f.notify(f.signed({ sessionId: orderId, amount: 1999, status: 'PAID', orderId: 'SIM-B' })))
        .statusCode,
    ).toBe(200);
    expect(await casesFor(orderId)).toMatchObject([{ reason: 'already-paid', provider_reference: 'SIM-B' }]);
  });

  it('that the provider does not confirm: refused with 502 so the provider repeats it, nothing booked', async () => {
    const { client, numbers } = await f.customerWithInvoices(['15.00']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '15.00' }]);
    await expire(orderId);
    // The gateway's book has no payment for this order: the signed PAID is not confirmed.
    const response = await f.notify(f.signed({ sessionId: orderId, amount: 1500, status: 'PAID' }));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status: 502, message: expect.stringMatching(/potwierdzić/) });
    expect((await f.invoice(client, numbers[0]!)).status).toBe('ACTIVE');
    expect(await casesFor(orderId)).toHaveLength(0);
    const logged = await t.db
      .selectFrom('payment_notification')
      .select('outcome')
      .where('order_public_id', '=', orderId)
      .execute();
    expect(logged.map((l) => l.outcome)).toEqual(['unconfirmed']);
  });
});

describe('the expiry sweep and a notification at the same moment', () => {
  it('the sweep never turns an order that a notification is paying into an expired one', async () => {
    const { client, numbers } = await f.customerWithInvoices(['25.00']);
    const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '25.00' }]);
    await t.db
      .updateTable('payment_order')
      .set({ updated_at: new Date(Date.now() - 31 * 60_000) })
      .where('public_id', '=', orderId)
      .execute();
    // What settling a PAID notification does in its transaction: lock the order, book it and its invoice.
    const settling = await t.db.startTransaction().execute();
    await settling
      .selectFrom('payment_order')
      .select('id')
      .where('public_id', '=', orderId)
      .forUpdate()
      .execute();
    await settling
      .updateTable('payment_order')
      .set({ status: 'PAID', paid_at: new Date() })
      .where('public_id', '=', orderId)
      .execute();
    await settling
      .updateTable('invoice')
      .set({ status: 'PAID', payment_date: new Date() })
      .where('number', '=', numbers[0]!)
      .execute();
    const sweep = expireStaleOrders(t.db, 30);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await settling.commit().execute();
    await sweep;
    expect((await orderOf(orderId)).status).toBe('PAID');
    expect((await f.invoice(client, numbers[0]!)).status).toBe('PAID');
  });
});
