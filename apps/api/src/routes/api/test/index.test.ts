import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedingEndpoints } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { findAccountByLogin } from '../../../accounts/account-repository.ts';
import { loadConfig } from '../../../config.ts';

const seed = (t: TestApp, body: object, apiKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: testSeedingEndpoints.account.path,
    headers: apiKey ? { 'x-api-key': apiKey } : {},
    payload: body,
  });

describe('POST /api/test/accounts in a test server', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await createIntegrationKey(t.db, 'journeys');
  });
  afterAll(() => t.close());

  it('creates an active account that signs in with its password', async () => {
    const created = await seed(t, { email: 'nowa.klientka@example.com', password: 'Seed-Haslo-2026' }, key);
    expect(created.statusCode, created.body).toBe(201);
    const login = await new Client(t.app).post('/api/account/login', {
      username: 'nowa.klientka@example.com',
      password: 'Seed-Haslo-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().username).toBe('nowa.klientka@example.com');
  });

  it('creates an account with two-factor authentication on', async () => {
    const body = {
      email: 'z.kodem@example.com',
      password: 'Seed-Haslo-2026',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    };
    expect((await seed(t, body, key)).statusCode).toBe(201);
    const login = await new Client(t.app).post('/api/account/login', {
      username: body.email,
      password: body.password,
    });
    // The password alone is not enough: the login waits for a code from the app.
    expect(login.json().authorities).toEqual(['ROLE_MFA']);
  });

  it('keeps the account holder it is given, as an approved registration would', async () => {
    const body = {
      email: 'z.imieniem@example.com',
      password: 'Seed-Haslo-2026',
      firstName: 'Ewa',
      lastName: 'Kamińska',
      phone: '604-111-222',
    };
    expect((await seed(t, body, key)).statusCode).toBe(201);
    const account = await t.db
      .selectFrom('account')
      .select(['first_name', 'last_name', 'phone'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ first_name: 'Ewa', last_name: 'Kamińska', phone: '604-111-222' });
  });

  it("POST /api/test/session/expires-in moves only the caller's own session towards its end", async () => {
    const body = { email: 'sesja@example.com', password: 'Seed-Haslo-2026' };
    expect((await seed(t, body, key)).statusCode).toBe(201);
    const mine = new Client(t.app);
    const other = new Client(t.app);
    await mine.post('/api/account/login', { username: body.email, password: body.password });
    await other.post('/api/account/login', { username: body.email, password: body.password });
    const endsIn = (seconds: number) =>
      t.app.inject({
        method: 'POST',
        url: testSeedingEndpoints.sessionExpiresIn.path,
        headers: { 'x-api-key': key, cookie: mine.cookieHeader },
        payload: { seconds },
      });
    expect((await endsIn(90)).json()).toEqual({ sessions: 1 });
    expect((await mine.get('/api/account/session')).json().expiresInSeconds).toBeLessThanOrEqual(90);
    expect((await other.get('/api/account/session')).json().expiresInSeconds).toBeGreaterThan(29 * 60);
    await endsIn(0);
    expect((await mine.get('/api/account/mfa/status')).statusCode).toBe(401);
  });

  it('refuses an address that has an account, and a caller without the back-office key', async () => {
    const body = { email: 'dwa.razy@example.com', password: 'Seed-Haslo-2026' };
    expect((await seed(t, body, key)).statusCode).toBe(201);
    expect((await seed(t, body, key)).statusCode).toBe(409);
    expect((await seed(t, { ...body, email: 'bez.klucza@example.com' })).statusCode).toBe(401);
  });
});

describe.each(['development', 'production'] as const)('in a %s server', (environment) => {
  let t: TestApp;
  beforeAll(async () => {
    const { payments } = loadConfig({ NODE_ENV: 'test' });
    // A production server refuses to start with the simulated payment gateway.
    t = await createTestApp({ environment, payments: { ...payments, provider: 'przelewy24' } });
  });
  afterAll(() => t.close());

  it('there is no seeding, even with the back-office key and an anti-forgery token', async () => {
    const key = await createIntegrationKey(t.db, 'journeys');
    const email = 'obcy@example.com';
    const response = await new Client(t.app).request(
      'POST',
      testSeedingEndpoints.account.path,
      { email, password: 'Seed-Haslo-2026' },
      { 'x-api-key': key },
    );
    expect(response.statusCode).toBe(404);
    expect(await findAccountByLogin(t.db, email)).toBeUndefined();
  });
});
