import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const portal = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(portal, 'assets'));
writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(path.join(portal, 'assets', 'app-1234.js'), 'export {}');

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
