// Scaling out: two app instances ("replicas") on one database see the same state: rate limits (in the
// database, or in Redis when REDIS_URL is set), the per-address login guard, sessions and the case list.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueStatus, LoginErrorDescription as E } from '@portal/api-contract';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { Client, createTestReplicas } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';

const base = loadConfig({ NODE_ENV: 'test' });

/** A client of replica `app` carrying the cookies (session, anti-forgery token) of `from`. */
function sameBrowserOn(app: App, from: Client): Client {
  const client = new Client(app);
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

async function failedLogin(app: App, client: Client, remoteAddress: string, username: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    headers: { cookie: client.cookieHeader, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
    payload: { username, password: 'Zle-Haslo-123' },
  });
}

describe.each([
  ['in the database', { kind: 'database' as const, redisNameSpace: '' }, null],
  [
    'in Redis',
    { kind: 'redis' as const, redisNameSpace: `portal-test-${randomBytes(6).toString('hex')}-` },
    'redis://127.0.0.1:6379',
  ],
])('a rate limit shared by two replicas, %s', (_name, rateLimitStore, redisUrl) => {
  let apps: App[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ apps, close } = await createTestReplicas(2, {
      rateLimitStore,
      redisUrl,
      auth: { ...base.auth, captchaAfter: 100, lockAfter: 100, addressFailures: 1000 },
      rateLimit: { max: 10_000, windowMs: 60_000, auth: 4 },
    }));
  });
  afterAll(() => close());

  it('counts one address across both replicas: the fifth login attempt is refused on either', async () => {
    const client = new Client(apps[0]!);
    await client.csrf();
    const address = '10.77.0.1';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await failedLogin(apps[i % 2]!, client, address, `ktos${i}@example.com`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400]);
    for (const app of apps) {
      const refused = await failedLogin(app, client, address, 'ktos@example.com');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own allowance.
    expect((await failedLogin(apps[1]!, client, '10.77.0.2', 'ktos@example.com')).statusCode).toBe(400);
  });
});

describe('state every replica sees', () => {
  let apps: App[];
  let close: () => Promise<void>;
  let key: string;
  beforeAll(async () => {
    const replicas = await createTestReplicas(2, {
      rateLimitStore: { kind: 'database', redisNameSpace: '' },
      auth: { ...base.auth, captchaAfter: 100, lockAfter: 100, addressFailures: 3 },
      rateLimit: { max: 10_000, windowMs: 60_000, auth: 1000 },
    });
    ({ apps, close } = replicas);
    key = await createIntegrationKey(replicas.db, 'crm');
  });
  afterAll(() => close());

  it('the per-address login guard: failures on one replica require a captcha on the other', async () => {
    const client = new Client(apps[0]!);
    await client.csrf();
    const address = '10.78.0.1';
    for (let i = 0; i < 3; i++) {
      expect(
        (await failedLogin(apps[0]!, client, address, `ktos${i}@example.com`)).json().errorDescription,
      ).toBe(E.badCredentials);
    }
    const next = await failedLogin(apps[1]!, client, address, 'ktos@example.com');
    expect(next.json()).toMatchObject({ errorDescription: E.captchaRequired, recaptchaRequired: true });
  });

  it('a session signed in on one replica is valid on the other, and signing out ends it on both', async () => {
    const customer = await createCustomer(apps[0]!.db);
    const onFirst = new Client(apps[0]!);
    const login = await onFirst.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    const onSecond = sameBrowserOn(apps[1]!, onFirst);
    expect((await onSecond.get('/api/issues')).statusCode).toBe(200);
    expect((await onSecond.post('/api/account/logout')).statusCode).toBeLessThan(300);
    expect((await onFirst.get('/api/issues')).statusCode).toBe(401);
  });

  it('the case list: a replica never serves its cached list after a write through the other', async () => {
    const customer = await createCustomer(apps[0]!.db);
    const onFirst = new Client(apps[0]!);
    await onFirst.post('/api/account/login', { username: customer.email, password: customer.password });
    const upsert = (app: App, number: string, status: string) =>
      app.inject({
        method: 'POST',
        url: '/api/backoffice/issues',
        headers: { 'x-api-key': key },
        payload: {
          number,
          barcode: '590000111',
          type: 'Przyłączenie do sieci',
          client: 'Jan Testowy',
          address: 'ul. Lipowa 1, 05-500 Piaseczno',
          registrationDate: '2026-10-01T10:00:00.000Z',
          status,
          customerEmail: customer.email,
        },
      });
    const numbers = async () =>
      (await onFirst.get('/api/issues')).json().issues.map((issue: { number: string }) => issue.number);
    expect((await upsert(apps[0]!, 'RP/2026/1', IssueStatus.submitted)).statusCode).toBe(200);
    expect(await numbers()).toEqual(['RP/2026/1']);
    // Cached on the first replica now; the second replica writes.
    expect((await upsert(apps[1]!, 'RP/2026/2', IssueStatus.submitted)).statusCode).toBe(200);
    expect((await numbers()).sort()).toEqual(['RP/2026/1', 'RP/2026/2']);
    // A change of status (no new row) through the second replica shows on the first at once.
    expect((await upsert(apps[1]!, 'RP/2026/2', IssueStatus.completed)).statusCode).toBe(200);
    expect(await numbers()).toEqual(['RP/2026/1']);
  });
});

describe('a replica whose Redis is unreachable', () => {
  it('still starts (it waits a second for Redis at most) and serves requests, the limit skipped', async () => {
    const started = Date.now();
    const { apps, close } = await createTestReplicas(1, {
      rateLimitStore: { kind: 'redis', redisNameSpace: 'portal-test-unreachable-' },
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      await apps[0]!.ready();
      expect(Date.now() - started).toBeLessThan(15_000);
      const client = new Client(apps[0]!);
      await client.csrf();
      const answer = await failedLogin(apps[0]!, client, '10.77.0.9', 'ktos@example.com');
      expect(answer.statusCode).toBe(400);
    } finally {
      await close();
    }
  });
});
