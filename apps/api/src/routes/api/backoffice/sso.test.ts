import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import {
  createIntegrationKey,
  findIntegrationKey,
  revokeIntegrationKey,
} from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t.db, 'crm');
});
afterAll(() => t.close());

const issue = (email: string, apiKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backoffice/sso-tokens',
    headers: apiKey ? { 'x-api-key': apiKey } : {},
    payload: { email },
  });

describe('POST /api/backoffice/sso-tokens', () => {
  it('issues a link that signs the customer in once', async () => {
    const customer = await createCustomer(t.db);
    const response = await issue(customer.email, key);
    expect(response.statusCode).toBe(201);
    const { url, token } = response.json();
    expect(new URL(url).searchParams.get('pd_token')).toBe(token);
    const login = await new Client(t.app).post('/api/account/login', {
      username: 'pd_login',
      password: token,
    });
    expect(login.json().username).toBe(customer.email);
  });

  it('needs a valid, unrevoked key', async () => {
    const customer = await createCustomer(t.db);
    expect((await issue(customer.email)).statusCode).toBe(401);
    expect((await issue(customer.email, 'bo_forged')).statusCode).toBe(401);
    const revoked = await createIntegrationKey(t.db, 'old-system');
    // Operability: accepted, then revoked, then refused at its very next call (no key is cached).
    expect((await issue(customer.email, revoked)).statusCode).toBe(201);
    const { id } = (await findIntegrationKey(t.db, revoked))!;
    expect(await revokeIntegrationKey(t.db, id)).toBe('revoked');
    expect((await issue(customer.email, revoked)).statusCode).toBe(401);
    expect(await revokeIntegrationKey(t.db, id)).toBe('already-revoked');
  });

  it('answers 404 for an e-mail without an active account', async () => {
    expect((await issue('brak.konta@example.com', key)).statusCode).toBe(404);
  });
});
