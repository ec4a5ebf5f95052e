// The data layer, run on in-memory PGlite and, with DATABASE_URL, on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from '../seed/demo.ts';

let db: Database;
let drop: () => Promise<void>;
let schema: string | undefined;
beforeAll(async () => {
  ({ db, drop, schema } = await openTestDatabase());
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('migrations', () => {
  it('a second run applies nothing', async () => {
    expect(await migrateToLatest(db, schema)).toEqual([]);
  });
});

describe('types', () => {
  it('reads bigint counts as numbers and numeric as exact text on both engines', async () => {
    const row = await sql<{
      n: number;
      amount: string;
    }>`select count(*) as n, 1234.56::numeric(12,2) as amount`.execute(db);
    expect(row.rows[0]).toEqual({ n: 1, amount: '1234.56' });
  });
  it('reads timestamps as Dates', async () => {
    const row = await sql<{ at: Date }>`select now() as at`.execute(db);
    expect(row.rows[0]?.at).toBeInstanceOf(Date);
  });
});

describe('transactions', () => {
  it('concurrent transactions do not see or break each other', async () => {
    await db.schema.createTable('counter_probe').ifNotExists().addColumn('n', 'integer').execute();
    await db
      .insertInto('counter_probe' as never)
      .values({ n: 0 } as never)
      .execute();
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const row = await sql<{ n: number }>`select n from counter_probe for update`.execute(trx);
        await new Promise((r) => setTimeout(r, 5));
        await sql`update counter_probe set n = ${(row.rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const final = await sql<{ n: number }>`select n from counter_probe`.execute(db);
    expect(final.rows[0]?.n).toBe(10);
  });

  it('a failed transaction leaves nothing behind', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('error_report').values({ code: 'ROLLBACK', info: 'x', user_id: null }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.selectFrom('error_report').selectAll().where('code', '=', 'ROLLBACK').execute();
    expect(rows).toHaveLength(0);
  });

  it('reports affected rows of updates', async () => {
    await db.insertInto('error_report').values({ code: 'AFFECTED', info: 'x', user_id: null }).execute();
    const result = await db
      .updateTable('error_report')
      .set({ info: 'y' })
      .where('code', '=', 'AFFECTED')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});

describe('demo data', () => {
  it('runs each seeder once', async () => {
    let runs = 0;
    const seeders = [{ name: 'probe', run: async () => void runs++ }];
    expect(await seedDemoData(db, { publicUrl: 'http://localhost' }, seeders)).toBe(true);
    expect(await seedDemoData(db, { publicUrl: 'http://localhost' }, seeders)).toBe(false);
    expect(runs).toBe(1);
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and keeps live ones', async () => {
    const { removeExpired } = await import('../lib/housekeeping.ts');
    await db
      .insertInto('session')
      .values([
        {
          id_hash: 'expired',
          user_id: null,
          authorities: [],
          last_seen_at: new Date(),
          expires_at: new Date(Date.now() - 1000),
        },
        {
          id_hash: 'live',
          user_id: null,
          authorities: [],
          last_seen_at: new Date(),
          expires_at: new Date(Date.now() + 60_000),
        },
      ])
      .execute();
    await removeExpired(db);
    const left = await db
      .selectFrom('session')
      .select('id_hash')
      .where('id_hash', 'in', ['expired', 'live'])
      .execute();
    expect(left.map((r) => r.id_hash)).toEqual(['live']);
  });
});

describe('the demo data of a first start', () => {
  it('seeds customers, cases and invoices on both engines', async () => {
    const { demoSeeders } = await import('../seed/demo.ts');
    await seedDemoData(db, { publicUrl: 'http://localhost:3000' }, demoSeeders);
    const jan = await db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'jan.kowalski@example.com')
      .executeTakeFirstOrThrow();
    const open = await db
      .selectFrom('issue')
      .select('id')
      .where('account_id', '=', jan.id)
      .where('historical', '=', false)
      .execute();
    const historical = await db
      .selectFrom('issue')
      .select('id')
      .where('account_id', '=', jan.id)
      .where('historical', '=', true)
      .execute();
    expect(open).toHaveLength(25);
    expect(historical).toHaveLength(10);
    const statuses = await db
      .selectFrom('invoice')
      .select('status')
      .distinct()
      .where('account_id', '=', jan.id)
      .execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['ACTIVE', 'CANCELED', 'PAID', 'PENDING']);
  });

  // Customer journeys: dates relative to the seeding day and consistent in time.
  it('has no date after today and nothing before the case it belongs to', async () => {
    const { demoSeeders } = await import('../seed/demo.ts');
    await seedDemoData(db, { publicUrl: 'http://localhost:3000' }, demoSeeders);
    const now = Date.now() + 1_000;
    const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
    const issues = await db.selectFrom('issue').select(['id', 'number', 'registration_date']).execute();
    const filed = new Map(issues.map((issue) => [issue.id, time(issue.registration_date)!]));
    const problems: string[] = [];
    for (const issue of issues)
      if (filed.get(issue.id)! > now) problems.push(`case ${issue.number} filed in the future`);
    for (const row of await db.selectFrom('issue_history').select(['issue_id', 'date', 'value']).execute()) {
      const at = time(row.date)!;
      if (at > now) problems.push(`history '${row.value}' of case ${row.issue_id} in the future`);
      if (at < filed.get(row.issue_id)!)
        problems.push(`history '${row.value}' of case ${row.issue_id} before filing`);
    }
    for (const row of await db
      .selectFrom('issue_document')
      .select(['issue_id', 'registration_date', 'response_date'])
      .execute()) {
      const registered = time(row.registration_date)!;
      const answered = time(row.response_date);
      if (registered > now) problems.push(`document of case ${row.issue_id} registered in the future`);
      if (registered < filed.get(row.issue_id)!)
        problems.push(`document of case ${row.issue_id} before filing`);
      if (answered !== null && (answered > now || answered < registered))
        problems.push(`document of case ${row.issue_id} answered out of order`);
    }
    for (const row of await db
      .selectFrom('invoice')
      .select(['number', 'issue_id', 'issue_date', 'payment_term', 'payment_date'])
      .execute()) {
      const issued = time(row.issue_date)!;
      const paid = time(row.payment_date);
      if (issued > now) problems.push(`invoice ${row.number} issued in the future`);
      if (time(row.payment_term)! < issued) problems.push(`invoice ${row.number} due before it was issued`);
      if (paid !== null && (paid > now || paid < issued))
        problems.push(`invoice ${row.number} paid out of order`);
      if (row.issue_id !== null && issued < filed.get(row.issue_id)!)
        problems.push(`invoice ${row.number} issued before its case was filed`);
    }
    expect(problems).toEqual([]);
  });
});
