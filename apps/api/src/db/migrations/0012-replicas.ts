// Scaling out: state that every API replica must see alike.
// - job_run: when each periodic job last started, claimed atomically so that one replica runs it per period.
// - rate_limit: request counters of @fastify/rate-limit per client address and route (PostgreSQL store).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rate_limit_reset_idx').on('rate_limit').column('reset_at').execute();
}
