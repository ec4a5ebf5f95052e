// Demo data for a new user's first start. Idempotent: a second start adds nothing. Security hardening: replicas
// started together on an empty database each seeded, and all but one died on a duplicate key; seeding
// now runs under a transaction-scoped advisory lock (as Kysely's migrations do; it holds through PgBouncer
// in transaction mode), and whether it ran is checked under that lock.
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import { demoIssuesSeeder } from './demo-issues.ts';
import { demoInvoicesSeeder } from './demo-invoices.ts';
import { lockSeeding, recordSeederRun, seedersRun } from './seed-run-repository.ts';

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

export async function seedDemoData(
  db: Database,
  context: SeedContext,
  seeders = demoSeeders,
): Promise<boolean> {
  // One transaction under one lock: a replica that waited finds every seeder done, rather than
  // taking the lock between two seeders of another replica and running the next one itself.
  return inTransaction(db, async (trx) => {
    // Waits while another replica seeds (main.ts seeds on its start connection, without a statement
    // timeout).
    await lockSeeding(trx);
    const done = await seedersRun(trx);
    let seeded = false;
    for (const seeder of seeders) {
      if (done.has(seeder.name)) continue;
      await seeder.run(trx, context);
      await recordSeederRun(trx, seeder.name);
      seeded = true;
    }
    return seeded;
  });
}
