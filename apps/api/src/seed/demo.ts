// Demo data for a new user's first start. Idempotent: a second start adds nothing. Issue 27: replicas
// started together on an empty database each seeded, and all but one died on a duplicate key; seeding
// now runs under a transaction-scoped advisory lock (as Kysely's migrations do; it holds through PgBouncer
// in transaction mode), and whether it ran is checked under that lock.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import { demoIssuesSeeder } from './demo-issues.ts';
import { demoInvoicesSeeder } from './demo-invoices.ts';

export interface SeedContext {
  /** Where the portal is served: links in demo data (a payment to finish) point there. */
  publicUrl: string;
}

export interface DemoSeeder {
  name: string;
  run(db: Database, context: SeedContext): Promise<void>;
}

/** In order: later seeders rely on the demo accounts. */
export const demoSeeders: DemoSeeder[] = [demoAccountsSeeder, demoIssuesSeeder, demoInvoicesSeeder];

/** Any constant the portal uses for no other advisory lock. */
const SEED_LOCK_KEY = 0x706f7274_0001;

export async function seedDemoData(
  db: Database,
  context: SeedContext,
  seeders = demoSeeders,
): Promise<boolean> {
  // One transaction under one lock: a replica that waited finds every seeder done, rather than
  // taking the lock between two seeders of another replica and running the next one itself.
  return db.transaction().execute(async (trx) => {
    // Waits while another replica seeds (main.ts seeds on its start connection, without a statement
    // timeout).
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const done = new Set((await trx.selectFrom('seed_run').select('name').execute()).map((r) => r.name));
    let seeded = false;
    for (const seeder of seeders) {
      if (done.has(seeder.name)) continue;
      await seeder.run(trx, context);
      await trx.insertInto('seed_run').values({ name: seeder.name }).execute();
      seeded = true;
    }
    return seeded;
  });
}
