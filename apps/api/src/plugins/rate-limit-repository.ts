// The rate_limit rows: one fixed-window counter per key, shared by every replica (rate-limit-store.ts for
// @fastify/rate-limit, integration-auth.ts for the integration keys' failures).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** One fixed window per key: the first hit opens it, hits after its end open the next. */
export async function hitRateLimit(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limit.reset_at <= now() then 1 else rate_limit.hits + 1 end,
      reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at else rate_limit.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer as ttl`.execute(
    db,
  );
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** The hits counted in the key's open window, and the milliseconds until it ends (none: 0 hits). */
export async function rateLimitHits(db: Database, key: string): Promise<{ current: number; ttl: number }> {
  const row = await db
    .selectFrom('rate_limit')
    .select([
      'hits',
      sql<number>`greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::integer`.as('ttl'),
    ])
    .where('key', '=', key)
    .where('reset_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}
