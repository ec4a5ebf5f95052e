// Security hardening: through PgBouncer in transaction mode the statement_timeout startup parameter is refused (and
// ignored, when PgBouncer is told to ignore it, the timeouts vanish). With DATABASE_POOLER=pgbouncer no
// timeout travels as a startup parameter: every transaction sets its own with SET LOCAL, and statements
// outside a transaction run with the role's default, which the API checks at start. The real PgBouncer is
// in faults/pgbouncer.test.ts; here the same connections straight to PostgreSQL (pnpm test:data).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/test-app.ts';
import { ConfigError } from '../operator.ts';
import { openDatabase, type Database } from './database.ts';
import { DatabaseUnavailableError } from './database-faults.ts';
import { defaultDatabaseSettings, type DatabaseSettings } from './database-settings.ts';
import { checkPoolerTimeouts } from './pooler-timeouts.ts';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy().catch(() => undefined)));
});

async function open(settings: Partial<DatabaseSettings>): Promise<Database> {
  const db = await openDatabase({
    url: process.env.DATABASE_URL!,
    settings: { ...defaultDatabaseSettings, pooler: 'pgbouncer', poolSize: 1, ...settings },
  });
  opened.push(db);
  return db;
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe.runIf(usingPostgres)('timeouts that hold through PgBouncer', () => {
  it('sends no timeout as a startup parameter: the session keeps the server default', async () => {
    const db = await open({ statementTimeoutMs: 200 });
    const { rows } = await sql<{
      value: string;
    }>`select current_setting('statement_timeout') as value`.execute(db);
    expect(rows[0]!.value).toBe('0');
  });

  it('bounds every statement of a transaction by the statement timeout the transaction sets itself', async () => {
    const db = await open({ statementTimeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sql`select pg_sleep(3)`.execute(trx);
      }),
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as DatabaseUnavailableError).fault).toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ends a transaction left idle longer than its idle-in-transaction timeout', async () => {
    const db = await open({ idleInTransactionTimeoutMs: 200 });
    const error = await failureOf(
      db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await sql`select 1`.execute(trx);
      }),
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
  });

  it('leaves a transaction unbounded when the timeouts are 0 (migrations and seeding at start)', async () => {
    const db = await open({ statementTimeoutMs: 0 });
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        value: string;
      }>`select current_setting('statement_timeout') as value`.execute(trx);
      expect(rows[0]!.value).toBe('0');
    });
  });

  it('refuses to start while the role has another statement timeout, naming the statement that sets it', async () => {
    const db = await open({ statementTimeoutMs: 5_000 });
    const error = await failureOf(
      checkPoolerTimeouts(db, { ...defaultDatabaseSettings, pooler: 'pgbouncer' }),
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /DATABASE_STATEMENT_TIMEOUT_MS=5000.*ALTER ROLE "[^"]+" IN DATABASE "[^"]+" SET statement_timeout = '5000ms'/s,
    );
  });

  it('starts without a check when nothing stands between the API and PostgreSQL, or the timeout is off', async () => {
    const db = await open({});
    await checkPoolerTimeouts(db, { ...defaultDatabaseSettings, pooler: 'none' });
    await checkPoolerTimeouts(db, { ...defaultDatabaseSettings, pooler: 'pgbouncer', statementTimeoutMs: 0 });
  });
});
