// Security hardening: three replicas started at once on an empty database all seeded the demo data, and two died on
// a duplicate key. Seeding takes an advisory lock (as the migrations do), so each seeder runs once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { defaultDatabaseSettings } from '../db/database-settings.ts';
import { openTestDatabase, usingPostgres, useTestDatabase } from '../test/test-app.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoData, type DemoSeeder } from './demo.ts';

const context = { publicUrl: 'http://localhost:3000' };
/** As main.ts seeds: on the start connection, which has no statement timeout (a seeder may wait long). */
const startSettings = { ...defaultDatabaseSettings, statementTimeoutMs: 0 };

// Several connections race only on PostgreSQL: PGlite is one process with one connection (pnpm test:data).
describe.runIf(usingPostgres)('seeding the demo data from three replicas at once', () => {
  let replicas: Database[];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const first = await openTestDatabase(startSettings);
    drop = first.drop;
    replicas = [first.db];
    for (let i = 1; i < 3; i++)
      replicas.push(
        await openDatabase({
          url: process.env.DATABASE_URL as string,
          schema: first.schema!,
          settings: startSettings,
        }),
      );
  });

  afterAll(async () => {
    for (const db of replicas.reverse()) await db.destroy();
    await drop();
  });

  it('seeds once: no replica fails, each demo account exists once, each seeder is recorded once', async () => {
    const outcomes = await Promise.allSettled(replicas.map((db) => seedDemoData(db, context)));

    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    // One replica seeded; the others waited for it and found the work done.
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value)).toHaveLength(1);
    const db = replicas[0]!;
    const emails = demoAccounts.map((a) => a.email);
    const accounts = await db.selectFrom('account').select('email').where('email', 'in', emails).execute();
    expect(accounts).toHaveLength(demoAccounts.length);
    const runs = await db.selectFrom('seed_run').select('name').orderBy('name').execute();
    expect(runs.map((r) => r.name)).toEqual(['accounts', 'invoices', 'issues']);
  });
});

describe('seeding again', () => {
  const database = useTestDatabase();
  const counted: DemoSeeder = {
    name: 'counted',
    async run(db) {
      await db.insertInto('error_report').values({ code: 'SEEDED', info: 'x', user_id: null }).execute();
    },
  };

  it('a later start seeds nothing', async () => {
    expect(await seedDemoData(database.db, context, [counted])).toBe(true);
    expect(await seedDemoData(database.db, context, [counted])).toBe(false);
    const rows = await database.db
      .selectFrom('error_report')
      .select('code')
      .where('code', '=', 'SEEDED')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
