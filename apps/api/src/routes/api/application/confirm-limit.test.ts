// Data lifecycle: guessing confirmation links has a limit per address of its own (RATE_LIMIT_CONFIRM), far below
// the global one; past it the address gets 429 before the token is looked up.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../../config.ts';

const defaults = loadConfig({ NODE_ENV: 'test' }).floodLimits;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guess = (client: Client) =>
  client.post('/api/application/confirm', { token: randomBytes(32).toString('base64url') });

describe('POST /api/application/confirm per address', () => {
  it(`answers ${defaults.confirm} guesses, then 429 with Retry-After; another address is not affected`, async () => {
    const guesser = new Client(t.app, '203.0.113.20');
    const statuses: number[] = [];
    for (let i = 0; i < defaults.confirm + 5; i += 1) statuses.push((await guess(guesser)).statusCode);
    expect(statuses.slice(0, defaults.confirm).every((s) => s === 404)).toBe(true);
    const refused = await guess(guesser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses.slice(defaults.confirm).every((s) => s === 429)).toBe(true);
    expect((await guess(new Client(t.app, '203.0.113.21'))).statusCode).toBe(404);
  });
});
