import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { upsertIssue } from '../issues/upsert-issue.ts';

const portal = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(portal, 'assets'));
writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(path.join(portal, 'assets', 'app-1234.js'), 'export {}');
// An older build left its map in the served folder (2.6 MB of source in production).
writeFileSync(path.join(portal, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["src/main.tsx"]}');

let local: TestApp;
let secure: TestApp;
beforeAll(async () => {
  local = await createTestApp({ portalDist: portal });
  secure = await createTestApp({ portalDist: portal, secureCookies: true });
});
afterAll(async () => {
  await local.close();
  await secure.close();
});

describe.each([
  ['an API response', '/api/config/frontend'],
  ['the portal page', '/lista-spraw'],
  ['an asset', '/assets/app-1234.js'],
  ['an API 404', '/api/nope'],
])('security headers on %s', (_name, url) => {
  it('has a strict CSP, nosniff, no referrer and no framing', async () => {
    const response = await local.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('HSTS', () => {
  it('is absent on plain-http localhost', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/api/config/frontend' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
  it('is sent when served over HTTPS, and cookies are Secure', async () => {
    const response = await secure.app.inject({ method: 'POST', url: '/api/csrf' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.cookies.every((c) => c.secure)).toBe(true);
  });
});

describe('the built portal', () => {
  it('answers every portal route with index.html (SPA fallback), not cached', async () => {
    for (const url of ['/', '/lista-spraw/123', '/konto/aktywuj?token=x', '/jakas-nieznana-strona']) {
      const response = await local.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Portal</title>');
    }
  });
  it('caches hashed assets for a year', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
  it('never serves a source map, even one left in the folder', async () => {
    for (const url of [
      '/assets/app-1234.js.map',
      '/assets/app-1234.js.map?x=1',
      '/assets/missing-1.js.map',
    ]) {
      const response = await local.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('sources');
    }
  });
  it('answers a missing asset with 404, not the page', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(response.statusCode).toBe(404);
  });
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
  });
});

describe('production safety', () => {
  it('refuses to start with the simulated payment gateway', async () => {
    await expect(createTestApp({ environment: 'production' })).rejects.toThrow(/never used in production/);
  });
});

describe('answers for a signed-in customer are never stored (ASVS V14.3.2)', () => {
  it.each([
    ['the case list', '/api/issues'],
    ['the case history', '/api/issues?history=true'],
    ['a case', '/api/issues/{id}'],
    ["another customer's case (404)", '/api/issues/999999'],
    ['the invoices', '/api/issues/invoices'],
    ['the session', '/api/account/session'],
    ['the two-factor status', '/api/account/mfa/status'],
    ['the frontend config', '/api/config/frontend'],
  ])('%s: Cache-Control no-store', async (_name, url) => {
    const customer = await createCustomer(local.db);
    const { id } = await local.db.transaction().execute((trx) =>
      upsertIssue(trx, {
        number: `NS/${Date.now()}`,
        barcode: '1',
        type: 'Usługa techniczna',
        status: 'W realizacji',
        client: 'Klient',
        address: 'ul. Długa 1',
        registrationDate: new Date().toISOString(),
        customerEmail: customer.email,
      }),
    );
    const client = new Client(local.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const response = await client.get(url.replace('{id}', String(id)));
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer itself and a 401 are not stored either', async () => {
    const customer = await createCustomer(local.db);
    const client = new Client(local.app);
    const login = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const anonymous = await new Client(local.app).get('/api/issues');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('keeps the case list ETag: an unchanged list is a 304, still not stored', async () => {
    const customer = await createCustomer(local.db);
    const client = new Client(local.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const first = await client.get('/api/issues');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await client.request('GET', '/api/issues', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it("leaves the portal's pages and assets to their own policy", async () => {
    expect((await local.app.inject({ method: 'GET', url: '/lista-spraw' })).headers['cache-control']).toBe(
      'no-cache',
    );
    expect(
      (await local.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control'],
    ).toContain('immutable');
  });
});
