// The seed_run rows: which demo seeders have run on this database (demo.ts), and the advisory lock under
// which replicas started together take turns to seed.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Any constant the portal uses for no other advisory lock. */
const SEED_LOCK_KEY = 0x706f7274_0001;

/**
 * Waits for, then holds until the transaction ends, the lock of seeding (transaction-scoped, as Kysely's
 * migrations take theirs; it holds through PgBouncer in transaction mode).
 */
export async function lockSeeding(trx: Database): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
}

/** The names of the seeders that have run. */
export async function seedersRun(db: Database): Promise<Set<string>> {
  return new Set((await db.selectFrom('seed_run').select('name').execute()).map((row) => row.name));
}

export async function recordSeederRun(db: Database, name: string): Promise<void> {
  await db.insertInto('seed_run').values({ name }).execute();
}
