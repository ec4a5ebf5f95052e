import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  const base = await import('../../../config.ts').then((m) => m.loadConfig({ NODE_ENV: 'test' }));
  t = await createTestApp({
    auth: { ...base.auth, captchaAfter: 100, lockAfter: 100, addressFailures: 4 },
    rateLimit: { max: 10_000, windowMs: 60_000, auth: 8 },
  });
});
afterAll(() => t.close());


describe('per client address', () => {
  it('requires a captcha for every login from an address that failed too often, whatever the e-mail', async () => {
    const address = '10.20.30.40';
    const client = new Client(t.app);
    await client.csrf();
    const send = (username: string, password = 'Zle-Haslo-123') =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: address,
        headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
        payload: { username, password },
      });
    for (let i = 0; i < 4; i++) expect((await send(`ktos${i}@example.com`)).json().errorDescription).toBe(E.badCredentials);
    const customer = await createCustomer(t.db);
    const next = await send(customer.email, customer.password);
    expect(next.json()).toMatchObject({ errorDescription: E.captchaRequired, recaptchaRequired: true });
  });

  it('answers a burst with 429 and Retry-After', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const responses = [];
    for (let i = 0; i < 10; i++) {
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '10.99.0.1',
          headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
          payload: { username: 'burst@example.com', password: 'Zle-Haslo-123' },
        }),
      );
    }
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
