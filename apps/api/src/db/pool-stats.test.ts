// Operability: the pool's figures behind portal_db_pool_connections, alike on PGlite and PostgreSQL: a
// connection lent to a transaction is not idle, and a caller that wants one meanwhile is waiting.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { defaultDatabaseSettings } from './database-settings.ts';
import { databasePoolStats, type Database } from './database.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ ...defaultDatabaseSettings, poolSize: 1 }));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('databasePoolStats', () => {
  it('counts the connection lent to a transaction and the caller waiting for it', async () => {
    await sql`select 1`.execute(db);
    expect(databasePoolStats(db)).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });

    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let lent!: () => void;
    const isLent = new Promise<void>((resolve) => (lent = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      lent();
      await held;
    });
    await isLent;
    const waiter = sql`select 2`.execute(db);
    await until(() => databasePoolStats(db)?.waiting === 1);
    expect(databasePoolStats(db)).toEqual({ total: 1, idle: 0, waiting: 1, max: 1 });

    finish();
    await Promise.all([transaction, waiter]);
    expect(databasePoolStats(db)).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
  });
});
