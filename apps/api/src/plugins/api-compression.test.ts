// Performance: API JSON answers over 1 KB go out compressed as the client accepts, small ones as they are;
// the invoices carry an ETag and an unchanged list answers 304 with no body; private lists stay no-store.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';
import { createCustomer } from '../test/accounts.ts';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { matchesIfNoneMatch } from './api-compression.ts';

let t: TestApp;
let client: Client;
let bo: (url: string, payload: object) => Promise<unknown>;
let customerEmail: string;

async function addInvoice(index: number) {
  await bo('/api/backoffice/invoices', {
    number: `FV/2026/C${String(index).padStart(4, '0')}`,
    customerEmail,
    type: 'Faktura VAT',
    amount: `${100 + index}.00`,
    issueDate: '2026-10-01T00:00:00.000Z',
    paymentTerm: '2099-01-01T00:00:00.000Z',
    investmentAddress: 'ul. Polna 3, Piaseczno',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const key = await createIntegrationKey(t.db, 'billing');
  bo = async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const customer = await createCustomer(t.db);
  customerEmail = customer.email;
  for (let index = 1; index <= 8; index++) await addInvoice(index);
  client = new Client(t.app);
  await client.post('/api/account/login', { username: customer.email, password: customer.password });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: client.cookieHeader, ...headers } });

describe('compressed API answers', () => {
  it('sends a JSON answer over 1 KB in brotli or gzip, as accepted, with the same content', async () => {
    const plain = await get('/api/issues/invoices');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const brotli = await get('/api/issues/invoices', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const zipped = await get('/api/issues/invoices', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await get('/api/account/session', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the invoices’ ETag', () => {
  it('answers 304 without a body to an unchanged list, 200 once it changed; private answers are not stored', async () => {
    const first = await get('/api/issues/invoices', { 'accept-encoding': 'br' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    const unchanged = await get('/api/issues/invoices', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['etag']).toBe(etag);

    await addInvoice(9);
    const changed = await get('/api/issues/invoices', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.json().invoices).toHaveLength(9);
  });

  it('keeps the case list’s own version ETag, no-store too', async () => {
    const first = await get('/api/issues');
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await get('/api/issues', { 'if-none-match': first.headers['etag'] as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in a list, and accepts *', () => {
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
