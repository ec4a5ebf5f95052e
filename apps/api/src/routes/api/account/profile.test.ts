// Customer journeys: GET /api/account/profile, the signed-in customer's login and the account holder the
// registration gave; what the portal fills a new application with and the settings show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(customer: { email: string; password: string }): Promise<Client> {
  const client = new Client(t.app);
  const login = await client.post('/api/account/login', {
    username: customer.email,
    password: customer.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  return client;
}

describe('the account holder', () => {
  it('gives the signed-in customer their name and phone, not kept by any cache', async () => {
    const customer = await createCustomer(t.db, {
      firstName: 'Zofia',
      lastName: 'Wiśniewska',
      phone: '601-234-567',
    });
    const response = await (await signedIn(customer)).get(endpoints.accountHolder.path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: customer.email,
      firstName: 'Zofia',
      lastName: 'Wiśniewska',
      phone: '601-234-567',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says null for what an account approved before kept nothing of', async () => {
    const customer = await createCustomer(t.db);
    const response = await (await signedIn(customer)).get(endpoints.accountHolder.path);
    expect(response.json()).toEqual({ email: customer.email, firstName: null, lastName: null, phone: null });
  });

  it('needs a session', async () => {
    expect((await new Client(t.app).get(endpoints.accountHolder.path)).statusCode).toBe(401);
  });
});
