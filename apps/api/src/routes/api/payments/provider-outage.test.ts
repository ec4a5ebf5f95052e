// Operability: the payment provider away is one error line however many customers try to pay meanwhile, and
// one line when it registers a payment again; each customer still gets the spec's `wsclient` answer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paymentsFixture } from '../../../test/payments.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { simulatorProvider } from '../../../adapters/payments/simulator.ts';
import { PaymentProviderError, type PaymentProvider } from '../../../adapters/payments/payment-provider.ts';

let t: TestApp;
let f: ReturnType<typeof paymentsFixture>;
let providerAway = false;
const lines: { level: string; msg: string; details: Record<string, unknown> }[] = [];

beforeAll(async () => {
  // The simulated gateway needs the app's database, made with the app: filled in below.
  const real: { simulator?: PaymentProvider } = {};
  const provider: PaymentProvider = {
    name: 'simulator',
    get redirectOrigins() {
      return real.simulator!.redirectOrigins;
    },
    register: (transaction) => {
      if (providerAway) return Promise.reject(new PaymentProviderError('wsclient', 'connect ETIMEDOUT'));
      return real.simulator!.register(transaction);
    },
    verifyNotification: (body) => real.simulator!.verifyNotification(body),
    confirm: (notification) => real.simulator!.confirm(notification),
  };
  t = await createTestApp({}, undefined, { payments: provider });
  real.simulator = simulatorProvider(t.db, { secret: 'test', publicUrl: t.config.publicUrl });
  for (const level of ['error', 'warn', 'info'] as const) {
    const original = t.app.log[level].bind(t.app.log);
    t.app.log[level] = ((details: object, msg?: string) => {
      if (typeof msg === 'string') lines.push({ level, msg, details: details as Record<string, unknown> });
      return original(details as never, msg as never);
    }) as (typeof t.app.log)[typeof level];
  }
  f = paymentsFixture(t, await createIntegrationKey(t.db, 'billing'));
});
afterAll(() => t.close());

it('logs the provider away once and back once, while every customer meets the wsclient error', async () => {
  const customers = await Promise.all([0, 1, 2].map(() => f.customerWithInvoices(['25.00'])));
  providerAway = true;
  for (const { client, numbers } of customers) {
    const response = await client.post('/api/orders/pay', {
      totalAmount: '25.00',
      invoices: [{ number: numbers[0]!, amount: '25.00', orderId: 'PP/2026/1' }],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().errorType).toBe('wsclient');
  }
  providerAway = false;
  await f.startPayment(customers[0]!.client, [{ number: customers[0]!.numbers[0]!, amount: '25.00' }]);
  await f.startPayment(customers[1]!.client, [{ number: customers[1]!.numbers[0]!, amount: '25.00' }]);

  const provider = lines.filter((line) => line.msg.startsWith('payment provider'));
  expect(provider.map(({ level, msg }) => ({ level, msg }))).toEqual([
    { level: 'error', msg: 'payment provider unavailable' },
    { level: 'info', msg: 'payment provider available again' },
  ]);
  expect(provider[0]!.details).toMatchObject({
    component: 'payments',
    provider: 'simulator',
    reason: 'connect ETIMEDOUT',
  });
});
