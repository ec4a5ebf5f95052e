// Demo data for a new user's first start. Idempotent: a second start adds nothing.
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

export async function seedDemoData(
  db: Database,
  context: SeedContext,
  seeders = demoSeeders,
): Promise<boolean> {
  let seeded = false;
  for (const seeder of seeders) {
    const done = await db
      .selectFrom('seed_run')
      .select('name')
      .where('name', '=', seeder.name)
      .executeTakeFirst();
    if (done) continue;
    await db.transaction().execute(async (trx) => {
      await seeder.run(trx, context);
      await trx.insertInto('seed_run').values({ name: seeder.name }).execute();
    });
    seeded = true;
  }
  return seeded;
}
