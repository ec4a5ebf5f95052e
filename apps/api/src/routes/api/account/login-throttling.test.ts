import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { loadConfig } from '../../../config.ts';
import { base32Decode, hotp, newTotpSecret, stepAt } from '../../../accounts/totp.ts';

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
    for (let i = 0; i < 4; i++)
      expect((await send(`ktos${i}@example.com`)).json().errorDescription).toBe(E.badCredentials);
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

// Security hardening: the links' tokens are too long to guess, but no route that checks a secret is left unlimited
// (check-token, reset and activate answered 600 a minute; unlock was limited already).
describe('the e-mailed links answer a burst with 429', () => {
  const token = 'A'.repeat(43);
  const email = 'ktos@example.com';
  let address = 0;
  it.each([
    [
      'GET',
      `/api/account/check-token?${new URLSearchParams({ email, token, tokenType: 'reset' })}`,
      undefined,
    ],
    ['POST', '/api/account/reset', { email, token, password: 'Nowe-Haslo-2027' }],
    ['POST', '/api/account/activate', { email, token, password: 'Nowe-Haslo-2027' }],
    ['POST', '/api/account/unlock', { email, token }],
  ] as const)('%s %s', async (method, url, body) => {
    // An address of its own, so that the other tests' requests do not count.
    const client = new Client(t.app, `10.28.0.${(address += 1)}`);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await client.request(method, url, body)).statusCode);
    expect(statuses.slice(0, 8)).not.toContain(429);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});

describe('per-address slowdown (one client must not lock thousands of accounts)', () => {
  let s: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    // Every captcha passes here: the slowdown must hold even for an attacker who solves them all.
    s = await createTestApp(
      {
        auth: {
          ...base.auth,
          captchaAfter: 100,
          lockAfter: 3,
          addressFailures: 6,
          addressMaxDelayMinutes: 15,
        },
        rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
      },
      undefined,
      { captcha: { provider: 'altcha', verify: async () => true } },
    );
  });
  afterAll(() => s.close());

  async function from(address: string) {
    const client = new Client(s.app);
    await client.csrf();
    return (username: string, password = 'Zle-Haslo-123') =>
      s.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: address,
        headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
        payload: { username, password, recaptcha: 'rozwiazana' },
      });
  }
  /** The wait has passed (instead of sleeping through it). */
  const waitOver = (address: string) =>
    s.db
      .updateTable('address_guard')
      .set({ blocked_until: new Date(Date.now() - 1) })
      .where('address', '=', address)
      .execute();

  it('makes the address wait 1 s, 2 s, 4 s … after each failure beyond the captcha threshold, whatever the e-mail', async () => {
    const send = await from('10.1.0.1');
    for (let i = 0; i < 6; i++)
      expect((await send(`ktos${i}@example.com`)).json().errorDescription).toBe(E.badCredentials);
    const retryAfter: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await send(`ktos.dalej${i}@example.com`)).json().errorDescription).toBe(E.badCredentials);
      const refused = await send(`ktos.inny${i}@example.com`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 429,
        error: 'too_many_requests',
        message: 'Zbyt wiele prób, spróbuj później.',
      });
      retryAfter.push(Number(refused.headers['retry-after']));
      await waitOver('10.1.0.1');
    }
    expect(retryAfter).toEqual([1, 2, 4, 8]);
  });

  it('refuses during the wait without checking the password or counting against the account', async () => {
    const customer = await createCustomer(s.db);
    const send = await from('10.1.0.2');
    for (let i = 0; i < 7; i++) await send(`ktos${i}@example.com`);
    const refused = await send(customer.email, customer.password);
    expect(refused.statusCode).toBe(429);
    const guard = await s.db
      .selectFrom('login_guard')
      .selectAll()
      .where('login', '=', customer.email)
      .executeTakeFirst();
    expect(guard).toBeUndefined();
    // Another address is not slowed down.
    expect((await (await from('10.1.0.3'))(customer.email, customer.password)).json().authorities).toEqual([
      'ROLE_USER',
    ]);
  });

  it('stops one address from locking account after account', async () => {
    const send = await from('10.1.0.4');
    const victims = await Promise.all([1, 2, 3, 4].map(() => createCustomer(s.db)));
    const answers: string[] = [];
    for (const victim of victims) {
      for (let i = 0; i < 3; i++) {
        const response = await send(victim.email);
        answers.push(response.statusCode === 429 ? '429' : response.json().errorDescription);
      }
    }
    const locked = await s.db
      .selectFrom('login_guard')
      .select('login')
      .where('locked_at', 'is not', null)
      .where(
        'login',
        'in',
        victims.map((v) => v.email),
      )
      .execute();
    // 6 failures lock two accounts; the 7th starts the wait, and every try during it is refused.
    expect(locked.map((row) => row.login).sort()).toEqual([victims[0]!.email, victims[1]!.email].sort());
    expect(answers.slice(7)).toEqual(['429', '429', '429', '429', '429']);
  });

  it('caps the wait at LOGIN_ADDRESS_MAX_DELAY_MINUTES and forgets the address after a quiet window', async () => {
    const address = '10.1.0.5';
    const send = await from(address);
    for (let i = 0; i < 30; i++) {
      await send(`ktos${i}@example.com`);
      await waitOver(address);
    }
    await send('jeszcze@example.com');
    expect(Number((await send('i.jeszcze@example.com')).headers['retry-after'])).toBe(15 * 60);

    // Quiet for the window after the wait ended: the count starts again.
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await s.db
      .updateTable('address_guard')
      .set({ last_failure_at: longAgo, blocked_until: longAgo })
      .where('address', '=', address)
      .execute();
    expect((await send('po.przerwie@example.com')).json().errorDescription).toBe(E.badCredentials);
    const row = await s.db
      .selectFrom('address_guard')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
    expect(row.blocked_until).toBeNull();
  });
});

// Security hardening: only a wrong password at the login form counted against the address; a wrong code, or a
// wrong password asked again by a signed-in session, could be guessed from one address without end.
describe('every answer to a secret counts against the address', () => {
  let s: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    s = await createTestApp(
      {
        auth: { ...base.auth, captchaAfter: 100, lockAfter: 3, addressFailures: 6 },
        rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
      },
      undefined,
      { captcha: { provider: 'altcha', verify: async () => true } },
    );
  });
  afterAll(() => s.close());

  const wrongCodeFor = (secret: string) => {
    const key = base32Decode(secret);
    const near = new Set([-1, 0, 1].map((d) => hotp(key, stepAt(Date.now()) + d)));
    let candidate = 123456;
    while (near.has(String(candidate))) candidate += 1;
    return String(candidate);
  };

  /** A new customer signed in from the address (with a second factor: pending its code). */
  async function signedIn(address: string, totpSecret: string | null = null) {
    const customer = await createCustomer(s.db);
    await s.db
      .updateTable('account')
      .set({ totp_secret: totpSecret })
      .where('id', '=', customer.id)
      .execute();
    const client = new Client(s.app, address);
    const login = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
      recaptcha: 'rozwiazana',
    });
    expect(login.json().authorities).toEqual([totpSecret ? 'ROLE_MFA' : 'ROLE_USER']);
    return client;
  }

  /** Signs a new customer in from the address and returns one wrong guess of the kind. */
  const guesses = {
    'a second-factor code at login': async (address: string) => {
      const secret = newTotpSecret();
      const client = await signedIn(address, secret);
      return () => client.post('/api/account/login/mfa', { code: wrongCodeFor(secret) });
    },
    'the old password when changing it': async (address: string) => {
      const client = await signedIn(address);
      const body = { oldPassword: 'Zgaduje-Haslo-1', newPassword: 'Nowe-Haslo-2027' };
      return () => client.post('/api/account/password', body);
    },
    'the password confirming a two-factor change': async (address: string) => {
      const client = await signedIn(address);
      return () => client.post('/api/account/mfa/disable', { password: 'Zgaduje-Haslo-1' });
    },
  };

  it.each(Object.entries(guesses).map(([name, start], i) => [name, start, `10.27.0.${i + 1}`] as const))(
    'a wrong answer to %s makes the address wait like a wrong login',
    async (_name, start, address) => {
      // Two wrong guesses on each of three accounts (LOGIN_LOCK_AFTER is 3): six failures, the threshold.
      for (let account = 0; account < 3; account++) {
        const guess = await start(address);
        for (let i = 0; i < 2; i++) expect((await guess()).statusCode).toBe(400);
      }
      const guess = await start(address);
      // The seventh failure starts the wait; the next guess is refused before it is checked.
      expect((await guess()).statusCode).toBe(400);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, message: 'Zbyt wiele prób, spróbuj później.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A login from the address waits too, whatever the account.
      const other = await createCustomer(s.db);
      const login = await new Client(s.app, address).post('/api/account/login', {
        username: other.email,
        password: other.password,
      });
      expect(login.statusCode).toBe(429);
    },
  );
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const proxy = '127.0.0.1';
  let behind: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const settings = {
      auth: { ...base.auth, captchaAfter: 100, lockAfter: 100 },
      rateLimit: { max: 10_000, windowMs: 60_000, auth: 2 },
    };
    behind = await createTestApp({ ...settings, trustProxy: loadConfig({ TRUST_PROXY: proxy }).trustProxy });
    direct = await createTestApp(settings);
  });
  afterAll(async () => {
    await behind.close();
    await direct.close();
  });

  const failedLogin = async (t: TestApp, remoteAddress: string, forwardedFor?: string) => {
    const client = new Client(t.app);
    await client.csrf();
    return t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress,
      headers: {
        cookie: client.cookieHeader,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: { username: 'ktos@example.com', password: 'Zle-Haslo-123' },
    });
  };
  const guardedAddresses = async (t: TestApp) =>
    (await t.db.selectFrom('address_guard').select('address').execute()).map((r) => r.address).sort();

  it('keys the per-address limits on the client the proxy names, not on the proxy', async () => {
    await failedLogin(behind, proxy, '203.0.113.7');
    // A client that prepends an address of its choice still gets the one the proxy appended.
    await failedLogin(behind, proxy, '198.51.100.1, 203.0.113.8');
    // Only the configured proxy is believed: a client reaching the server directly cannot name itself.
    await failedLogin(behind, '192.0.2.50', '198.51.100.2');
    expect(await guardedAddresses(behind)).toEqual(['192.0.2.50', '203.0.113.7', '203.0.113.8']);
  });

  it('gives each client behind the proxy its own rate limit', async () => {
    expect((await failedLogin(behind, proxy, '203.0.113.20')).statusCode).toBe(400);
    expect((await failedLogin(behind, proxy, '203.0.113.20')).statusCode).toBe(400);
    expect((await failedLogin(behind, proxy, '203.0.113.20')).statusCode).toBe(429);
    expect((await failedLogin(behind, proxy, '203.0.113.21')).statusCode).toBe(400);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: every client behind a proxy would share its address', async () => {
    await failedLogin(direct, proxy, '203.0.113.30');
    await failedLogin(direct, proxy, '203.0.113.31');
    expect(await guardedAddresses(direct)).toEqual([proxy]);
  });
});
