// Resilience: payments the portal could not book are visible to the back office (integration key) and
// resolved there with a note of what was done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paymentsFixture } from '../../../test/payments.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let f: ReturnType<typeof paymentsFixture>;
beforeAll(async () => {
  t = await createTestApp();
  f = paymentsFixture(t, await createIntegrationKey(t.db, 'ksiegowosc'));
});
afterAll(() => t.close());

const PATH = '/api/backoffice/payment-reconciliations';

/** A payment of an order whose invoice the back office canceled after the payment was rejected. */
async function refundCase() {
  const { customer, client, numbers } = await f.customerWithInvoices(['60.00']);
  const orderId = await f.startPayment(client, [{ number: numbers[0]!, amount: '60.00' }]);
  await f.notify(f.signed({ sessionId: orderId, amount: 6000, status: 'REJECTED' }));
  await f.bo('POST', '/api/backoffice/invoices/cancel', { number: numbers[0] });
  await f.paidOnGateway(orderId, 6000);
  expect(
    (
      await f.notify(
        f.signed({ sessionId: orderId, amount: 6000, status: 'PAID', orderId: `SIM-${orderId}` }),
      )
    ).statusCode,
  ).toBe(200);
  return { customer, orderId, number: numbers[0]! };
}

describe('GET /api/backoffice/payment-reconciliations', () => {
  it('needs the integration key', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: PATH, headers: { 'x-api-key': 'bo_zly' } })).statusCode,
    ).toBe(401);
  });

  it('lists the open cases with the order, customer, amount, reason and the invoices as they are now', async () => {
    const { customer, orderId, number } = await refundCase();
    const response = await f.bo('GET', PATH);
    expect(response.statusCode).toBe(200);
    const found = response.json().find((c: { orderId: string }) => c.orderId === orderId);
    expect(found).toMatchObject({
      orderStatus: 'REJECTED',
      customerEmail: customer.email,
      provider: 'simulator',
      providerReference: `SIM-${orderId}`,
      amount: '60.00',
      currency: 'PLN',
      reason: 'invoices-not-payable',
      invoices: [{ number, amount: '60.00', status: 'CANCELED' }],
      resolvedAt: null,
      resolution: null,
      resolvedBy: null,
    });
    expect(Date.parse(found.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an unknown filter with 400', async () => {
    expect((await f.bo('GET', `${PATH}?status=wszystkie`)).statusCode).toBe(400);
  });
});

describe('POST /api/backoffice/payment-reconciliations/:id/resolve', () => {
  it('resolves a case once, with the note and the key that did it; it leaves the open list', async () => {
    const { orderId } = await refundCase();
    const open = (await f.bo('GET', PATH)).json().find((c: { orderId: string }) => c.orderId === orderId);
    const resolved = await f.bo('POST', `${PATH}/${open.id}/resolve`, {
      resolution: 'Zwrot 60,00 zł zlecony 2026-11-03',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: open.id,
      resolution: 'Zwrot 60,00 zł zlecony 2026-11-03',
      resolvedBy: 'ksiegowosc',
    });
    expect(resolved.json().resolvedAt).not.toBeNull();

    expect((await f.bo('GET', PATH)).json().map((c: { id: number }) => c.id)).not.toContain(open.id);
    expect((await f.bo('GET', `${PATH}?status=resolved`)).json().map((c: { id: number }) => c.id)).toContain(
      open.id,
    );
    expect((await f.bo('GET', `${PATH}?status=all`)).json().map((c: { id: number }) => c.id)).toContain(
      open.id,
    );

    const again = await f.bo('POST', `${PATH}/${open.id}/resolve`, { resolution: 'jeszcze raz' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ta sprawa została już rozwiązana.');
  });

  it('answers 404 for an unknown case and 400 for an empty note', async () => {
    expect((await f.bo('POST', `${PATH}/999999/resolve`, { resolution: 'x' })).statusCode).toBe(404);
    const { orderId } = await refundCase();
    const open = (await f.bo('GET', PATH)).json().find((c: { orderId: string }) => c.orderId === orderId);
    expect((await f.bo('POST', `${PATH}/${open.id}/resolve`, { resolution: '' })).statusCode).toBe(400);
    expect((await f.bo('POST', `${PATH}/${open.id}/resolve`, { resolution: '   ' })).statusCode).toBe(400);
    expect((await f.bo('POST', `${PATH}/${open.id}/resolve`, {})).statusCode).toBe(400);
  });

  it('needs the integration key', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `${PATH}/1/resolve`, payload: { resolution: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
