import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { csrfToken, isValidCsrfToken } from './csrf.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's mutating /api routes that the anti-forgery check guards (GET /api/csrf hands out the token). */
function csrfGuardedRoutes() {
  return t.app.routeTable.filter(
    (r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
      r.url.startsWith('/api/') &&
      r.url !== '/api/csrf' &&
      r.csrf,
  );
}

describe('signed double-submit token', () => {
  it('accepts a token minted for the same session', () => {
    expect(isValidCsrfToken('k', 'sid', csrfToken('k', 'sid'))).toBe(true);
  });
  it('refuses a token minted for another session', () => {
    expect(isValidCsrfToken('k', 'other', csrfToken('k', 'sid'))).toBe(false);
  });
  it('refuses a token signed with another key', () => {
    expect(isValidCsrfToken('k', 'sid', csrfToken('k2', 'sid'))).toBe(false);
  });
  it.each(['', 'abc', 'a.b.c', '.sig', 'nonce.'])('refuses the malformed token %j', (token) => {
    expect(isValidCsrfToken('k', 'sid', token)).toBe(false);
  });
});

describe('POST /api/csrf', () => {
  it('sets a readable token cookie bound to a new HttpOnly session cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/csrf' });
    expect(response.statusCode).toBe(204);
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const token = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(token?.httpOnly).toBeFalsy();
    expect(isValidCsrfToken('test-secret', session!.value, token!.value)).toBe(true);
  });

  it('keeps an existing session and binds the token to it', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const first = client.sessionId;
    await client.csrf();
    expect(client.sessionId).toBe(first);
  });
});

describe('mutating requests', () => {
  const report = { code: 'ABC', info: 'opis' };

  it('are refused with 403 and a JSON error without the header', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-error',
      headers: { cookie: client.cookieHeader },
      payload: report,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, error: 'forbidden' });
  });

  it('are refused when the header differs from the cookie', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-error',
      headers: { cookie: client.cookieHeader, [CSRF_HEADER]: csrfToken('test-secret', client.sessionId!) },
      payload: report,
    });
    expect(response.statusCode).toBe(403);
  });

  it("are refused with another session's token (cookie and header copied from a victim)", async () => {
    const victim = new Client(t.app);
    const attacker = new Client(t.app);
    const stolen = await victim.csrf();
    await attacker.csrf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-error',
      headers: {
        cookie: `${SESSION_COOKIE}=${attacker.sessionId}; ${CSRF_COOKIE}=${stolen}`,
        [CSRF_HEADER]: stolen,
      },
      payload: report,
    });
    expect(response.statusCode).toBe(403);
  });

  it('are refused without any session cookie', async () => {
    const token = csrfToken('test-secret', 'made-up');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/report-error',
      headers: { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
      payload: report,
    });
    expect(response.statusCode).toBe(403);
  });

  it('pass with a valid token', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/report-error', report);
    expect(response.statusCode).toBe(204);
  });

  it('pass the check before routing, so unknown mutating /api paths are refused too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/whatever' });
    expect(response.statusCode).toBe(403);
  });

  it('every mutating route of the app answers 403 without the header', async () => {
    const mutating = csrfGuardedRoutes();
    expect(mutating.length).toBeGreaterThan(0);
    const client = new Client(t.app);
    await client.csrf();
    for (const route of mutating) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: client.cookieHeader },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('GET requests need no token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/frontend' });
    expect(response.statusCode).toBe(200);
  });
});

describe('the check follows the route the router matched, not the raw URL', () => {
  // Fastify decodes the path before matching it, so these all reached /api/account/login while a check on
  // request.url.startsWith('/api/') let them through without the token.
  it.each([
    '/%61pi/account/login',
    '/%2561pi/account/login',
    '/API/account/login',
    '/api/Account/login',
    '/Api/account/login',
    '//api/account/login',
    '/api/./account/login',
    '/api/../api/account/login',
    '/api/account/login/',
    '/api/account/%6Cogin',
    '/api%2Faccount%2Flogin',
    '/%61%70%69/account/login',
  ])('POST %s without the token: 403 or 404, and nobody is signed in', async (url) => {
    const customer = await createCustomer(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { username: customer.email, password: customer.password },
    });
    expect([403, 404], `${url} -> ${response.statusCode}`).toContain(response.statusCode);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('every mutating route reached through a percent-encoded path answers 403 without the token', async () => {
    const mutating = csrfGuardedRoutes();
    const client = new Client(t.app);
    await client.csrf();
    for (const route of mutating) {
      const url = route.url.replace(/:(\w+)/g, '1').replace('/api/', '/%61pi/');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: client.cookieHeader },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it('the session is read on a percent-encoded path too', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const response = await client.get('/%61pi/account/session');
    expect(response.json()).toMatchObject({ username: customer.email, authorities: ['ROLE_USER'] });
  });
});
