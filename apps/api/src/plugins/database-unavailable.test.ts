// The resilience work through HTTP, on PGlite and PostgreSQL: while the database cannot be reached (here: every
// connection held longer than the connect timeout), routes that need it answer 503 with Retry-After and
// a Polish ApiError — a private route never 401, which would sign the customer out — and routes that need
// no database keep answering, even with the session cookie.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { DatabaseUnavailableError } from '../db/database-faults.ts';
import { defaultDatabaseSettings } from '../db/database-settings.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

let t: TestApp;
let customer: Client;
beforeAll(async () => {
  t = await createTestApp(
    { database: { ...defaultDatabaseSettings, connectTimeoutMs: 300, poolSize: 1 } },
    (app) => {
      app.get('/api/test/refused', async () => {
        throw new DatabaseUnavailableError({
          reason: 'connection refused',
          code: 'ECONNREFUSED',
          connectionUsable: false,
        });
      });
    },
  );
  const account = await createCustomer(t.db);
  customer = new Client(t.app);
  const login = await customer.post('/api/account/login', {
    username: account.email,
    password: account.password,
  });
  expect(login.json().authorities).toEqual(['ROLE_USER']);
});
afterAll(() => t.close());

/** Holds every connection of the pool in a transaction until the returned function is called. */
async function holdEveryConnection(): Promise<() => Promise<void>> {
  let finish!: () => void;
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const holder = t.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    started();
    await new Promise<void>((resolve) => (finish = resolve));
  });
  await holding;
  return async () => {
    finish();
    await holder;
  };
}

const unavailable = {
  status: 503,
  error: 'service_unavailable',
  message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.',
  // Operability: every error body names its request, as the log lines do.
  requestId: expect.any(String),
};

describe('while the database is away', () => {
  it('a route meeting the fault answers 503 with Retry-After and a Polish message, no error id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual(unavailable);
  });

  it('a signed-in customer gets 503 on private routes, not 401, and is still signed in afterwards', async () => {
    const release = await holdEveryConnection();
    try {
      for (const url of ['/api/issues', '/api/account/session', '/api/issues/invoices']) {
        const response = await customer.get(url);
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual(unavailable);
      }
      const write = await customer.post('/api/report-error', { code: 'X', info: 'y' });
      expect(write.statusCode).toBe(503);
    } finally {
      await release();
    }
    expect((await customer.get('/api/account/session')).json().authorities).toEqual(['ROLE_USER']);
    expect((await customer.get('/api/issues')).statusCode).toBe(200);
  });

  it('routes that need no database answer at once, with the session cookie too', async () => {
    const release = await holdEveryConnection();
    try {
      // Had any of these read the session, it would have waited for the held connection and answered 503.
      expect((await customer.get('/api/config/frontend')).statusCode).toBe(200);
      expect((await customer.get('/api/health')).json()).toEqual({ status: 'ok' });
      expect((await customer.get('/api/captcha/challenge')).statusCode).toBe(200);
      expect((await customer.request('POST', '/api/csrf')).statusCode).toBe(204);
      const ready = await customer.get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
    } finally {
      await release();
    }
    expect((await customer.get('/api/health/ready')).json()).toEqual({ status: 'ok' });
  });
});
