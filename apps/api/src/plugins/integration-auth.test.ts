// Data lifecycle: wrong back-office keys have a limit per address of their own (RATE_LIMIT_WRONG_API_KEY),
// counted in the database for every replica; past it the address is refused before its key is looked at.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';

const defaults = loadConfig({ NODE_ENV: 'test' }).floodLimits;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A key the back office really has, one per test. */
const rightKey = () => createIntegrationKey(t.db, `crm-${randomUUID()}`);

const call = (apiKey: string | null, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/backoffice/applications',
    remoteAddress,
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
  });

describe('wrong X-Api-Key per address', () => {
  it(`answers 401 to ${defaults.wrongApiKey} wrong keys, then 429 with Retry-After even to a right key`, async () => {
    const address = '203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < defaults.wrongApiKey + 5; i += 1)
      statuses.push((await call(`wrong-${i}`, address)).statusCode);
    expect(statuses.slice(0, defaults.wrongApiKey).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(defaults.wrongApiKey).every((s) => s === 429)).toBe(true);
    const right = await call(await rightKey(), address);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a missing key counts as a wrong one; another address keeps working', async () => {
    for (let i = 0; i < defaults.wrongApiKey; i += 1)
      expect((await call(null, '203.0.113.6')).statusCode).toBe(401);
    expect((await call(null, '203.0.113.6')).statusCode).toBe(429);
    expect((await call(await rightKey(), '203.0.113.7')).statusCode).toBe(200);
  });

  it('right keys are not counted', async () => {
    const key = await rightKey();
    for (let i = 0; i < defaults.wrongApiKey + 5; i += 1)
      expect((await call(key, '203.0.113.8')).statusCode).toBe(200);
  });
});
