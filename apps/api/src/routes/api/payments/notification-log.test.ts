// Resilience: forged payment notifications filled the database (122 MB in 2 s). Only verified ones are
// kept whole; rejected ones go to a log bounded in rows and bytes; the route takes a few KB at most.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  NOTIFICATION_BODY_LIMIT,
  REJECTED_EXCERPT_LENGTH,
} from '../../../payments/notification-log-repository.ts';

const CAP = 100;
let t: TestApp;
beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test' });
  // The flood comes from one address: the general rate limit (600 a minute) is lifted to reach the log.
  t = await createTestApp({
    payments: { ...defaults.payments, rejectedNotificationLogRows: CAP },
    rateLimit: { ...defaults.rateLimit, max: 10_000 },
  });
});
afterAll(() => t.close());

const notify = (payload: string | object, provider = 'simulator') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/notify/${provider}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const storedBytes = async () => {
  const { rows } = await sql<{ rows: number; bytes: number }>`select
      (select count(*) from payment_notification)::int + (select count(*) from payment_notification_rejected)::int as rows,
      coalesce((select sum(octet_length(body::text)) from payment_notification), 0)::int
        + coalesce((select sum(octet_length(coalesce(excerpt, '')) + octet_length(coalesce(ip, ''))) from payment_notification_rejected), 0)::int as bytes`.execute(
    t.db,
  );
  return rows[0]!;
};

describe('POST /api/payments/notify/:provider under a flood of forged notifications', () => {
  it('1 000 forged notifications of almost the size limit leave at most the capped log behind', async () => {
    const padding = 'x'.repeat(NOTIFICATION_BODY_LIMIT - 300);
    for (let i = 0; i < 1000; i++) {
      const response = await notify({
        sessionId: `forged-${i}`,
        amount: 100,
        currency: 'PLN',
        status: 'PAID',
        orderId: String(i),
        sign: 'nie-ten-podpis',
        padding,
      });
      expect(response.statusCode).toBe(400);
    }
    const stored = await storedBytes();
    expect(stored.rows).toBeLessThanOrEqual(CAP);
    // 1 000 × ~8 KB were sent; what stays is bounded by CAP × (excerpt + address).
    expect(stored.bytes).toBeLessThanOrEqual(CAP * (REJECTED_EXCERPT_LENGTH * 4 + 64));
    const newest = await t.db
      .selectFrom('payment_notification_rejected')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest).toMatchObject({ provider: 'simulator', outcome: 'forged', ip: '127.0.0.1' });
    expect(newest.excerpt).toContain('forged-999');
    expect(newest.excerpt!.length).toBeLessThanOrEqual(REJECTED_EXCERPT_LENGTH);
  });

  it('a notification for another provider is logged as rejected, not stored whole', async () => {
    const response = await notify({ anything: 'y'.repeat(2000) }, 'przelewy24');
    expect(response.statusCode).toBe(404);
    const newest = await t.db
      .selectFrom('payment_notification_rejected')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest).toMatchObject({ provider: 'przelewy24', outcome: 'wrong-provider' });
    expect(await t.db.selectFrom('payment_notification').select('id').execute()).toHaveLength(0);
  });

  it('a 1 MB body is refused with 413 before it is read whole, and nothing is stored', async () => {
    const before = await storedBytes();
    const response = await notify(JSON.stringify({ sessionId: 'x', padding: 'z'.repeat(1_048_576) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: 413,
      error: 'payload_too_large',
      message: 'Przesłane dane są zbyt duże.',
    });
    const after = await storedBytes();
    expect(after.bytes).toBeLessThanOrEqual(before.bytes + REJECTED_EXCERPT_LENGTH * 4 + 64);
  });
});
