import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, usingPostgres } from './test-app.ts';

/** When the cluster under the database started: two clusters started apart differ. */
async function clusterStart(db: Awaited<ReturnType<typeof openTestDatabase>>['db']): Promise<string> {
  const { rows } = await sql<{ started: string }>`select pg_postmaster_start_time()::text as started`.execute(
    db,
  );
  return rows[0]!.started;
}

describe.skipIf(usingPostgres)("a test file's database in memory: the worker's kept cluster, emptied", () => {
  it('comes back with no rows and restarted sequences, on the cluster the previous database ended', async () => {
    const first = await openTestDatabase();
    await first.db.insertInto('app_secret').values({ name: 'kept', value: 'x' }).execute();
    await sql`insert into error_report (code, info) values ('E1', 'first')`.execute(first.db);
    const started = await clusterStart(first.db);
    await first.db.destroy();

    const second = await openTestDatabase();
    try {
      expect(await clusterStart(second.db)).toBe(started);
      expect(await second.db.selectFrom('app_secret').selectAll().execute()).toEqual([]);
      const { rows } = await sql<{ id: number }>`
        insert into error_report (code, info) values ('E2', 'second') returning id`.execute(second.db);
      expect(rows[0]?.id).toBe(1);
    } finally {
      await second.db.destroy();
    }
  });

  it('is a new cluster when a test changed the schema (a table of its own)', async () => {
    const first = await openTestDatabase();
    await sql`create table letter (id serial primary key)`.execute(first.db);
    const started = await clusterStart(first.db);
    await first.db.destroy();

    const second = await openTestDatabase();
    try {
      expect(await clusterStart(second.db)).not.toBe(started);
      const { rows } = await sql<{
        found: string | null;
      }>`select to_regclass('letter')::text as found`.execute(second.db);
      expect(rows[0]?.found).toBeNull();
    } finally {
      await second.db.destroy();
    }
  });
});
