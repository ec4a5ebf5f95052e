// Operability: request ids unique across replicas, taken from a trusted proxy only, returned in the answer's
// header and every ApiError body, and on every log line of the request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { trustsPeer, WELL_FORMED_REQUEST_ID } from './request-id.ts';

const PROXY = '10.1.2.3';
const STRANGER = '203.0.113.7';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: App;
let closeDatabase: () => Promise<void>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    portalDist: '/nonexistent',
    filesDir: mkdtempSync(path.join(tmpdir(), 'portal-files-')),
    schemasDir: path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/schemas'),
    trustProxy: '10.0.0.0/8',
    rateLimit: { max: 5, windowMs: 60_000, auth: 1000 },
  };
  const { db, drop } = await openTestDatabase(config.database);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config, db, secret: 'test-secret', logger: { level: 'info', stream } });
  app.get('/api/test-failure', async () => {
    throw new Error('boom');
  });
  await app.ready();
  closeDatabase = drop;
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

const get = (url: string, remoteAddress: string, requestId?: string) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress,
    ...(requestId === undefined ? {} : { headers: { 'x-request-id': requestId } }),
  });

describe('X-Request-Id', () => {
  it('is a random UUID when none comes, a different one for every request', async () => {
    const first = await get('/healthz', STRANGER);
    const second = await get('/healthz', STRANGER);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('is taken from a trusted proxy when well formed', async () => {
    const response = await get('/healthz', PROXY, 'nginx-5f2b9c0e7d1a4b3c');
    expect(response.headers['x-request-id']).toBe('nginx-5f2b9c0e7d1a4b3c');
  });

  it('is ignored from a client that is not a trusted proxy', async () => {
    const response = await get('/healthz', STRANGER, 'chosen-by-the-client-123');
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is replaced when malformed, even from the trusted proxy', async () => {
    for (const malformed of [
      'short',
      'x'.repeat(129),
      'spaces are not allowed',
      'quote"and<tag>',
      'zażółć-gęślą',
    ]) {
      const response = await get('/healthz', PROXY, malformed);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is in the body of every ApiError: 404, 400, 429 and 500', async () => {
    const notFound = await get('/api/nie-ma-takiej', PROXY, 'trace-404-abcdef');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ status: 404, requestId: 'trace-404-abcdef' });

    const badRequest = await app.inject({
      method: 'POST',
      url: '/api/csrf',
      remoteAddress: STRANGER,
      headers: { 'content-type': 'application/json' },
      payload: '{"nie-json',
    });
    expect(badRequest.statusCode).toBe(400);
    expect(badRequest.json().requestId).toBe(badRequest.headers['x-request-id']);

    const failed = await get('/api/test-failure', STRANGER);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ error: 'server', requestId: failed.headers['x-request-id'] });
    expect(failed.json().errorId).toEqual(expect.any(String));

    let limited;
    for (let i = 0; i < 10; i++) {
      limited = await get('/api/config/frontend', '198.51.100.9');
      if (limited.statusCode === 429) break;
    }
    expect(limited!.statusCode).toBe(429);
    expect(limited!.json()).toMatchObject({ status: 429, requestId: limited!.headers['x-request-id'] });
  });

  it('is not added to successful bodies', async () => {
    const response = await get('/healthz', STRANGER);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is on every log line of the request, the failure with its stack included', async () => {
    logLines.length = 0;
    await get('/api/test-failure', PROXY, 'trace-500-0123456789');
    const lines = logLines.filter((line) => line.reqId === 'trace-500-0123456789');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request failed',
      'request completed',
    ]);
    expect(logLines.every((line) => line.reqId === 'trace-500-0123456789')).toBe(true);
  });
});

describe('trust of the peer', () => {
  it('follows TRUST_PROXY: off, everyone, a number of hops, addresses and ranges', () => {
    expect(trustsPeer(false)('10.0.0.1')).toBe(false);
    expect(trustsPeer(true)('203.0.113.1')).toBe(true);
    expect(trustsPeer(1)('203.0.113.1')).toBe(true);
    expect(trustsPeer(0)('203.0.113.1')).toBe(false);
    const list = trustsPeer('127.0.0.1, 10.0.0.0/8');
    expect(list('10.200.0.1')).toBe(true);
    expect(list('127.0.0.1')).toBe(true);
    expect(list('11.0.0.1')).toBe(false);
    expect(list(undefined)).toBe(false);
    expect(trustsPeer('loopback')('::1')).toBe(true);
  });

  it('accepts the ids nginx and Envoy send, and nothing that could break a log line or a header', () => {
    for (const id of ['5f2b9c0e7d1a4b3c9e8f7a6b5c4d3e2f', 'd8e8fca2-dc0f-4a4d-a3c8-5e0b7f6c1a2b'])
      expect(WELL_FORMED_REQUEST_ID.test(id)).toBe(true);
    for (const id of ['Root=1-6789;Parent=53995c3f', 'a\nb-cdefghij', '{"json":"value"}'])
      expect(WELL_FORMED_REQUEST_ID.test(id)).toBe(false);
  });
});
