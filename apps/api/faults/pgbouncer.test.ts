// Security hardening: docs/deployment.md recommends PgBouncer in transaction mode in front of PostgreSQL, and the
// API's connections failed there on the statement_timeout startup parameter (told to ignore it, PgBouncer
// would have let every timeout vanish). Through a real PgBouncer (transaction pooling) in front of a
// private cluster: with DATABASE_POOLER=pgbouncer the API starts only once the role carries the statement
// timeout, a statement stuck behind a lock is cancelled by it (503, then recovery), and a transaction
// sets its own timeouts with SET LOCAL.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { DatabaseUnavailableError } from '../src/db/database-faults.ts';
import { defaultDatabaseSettings } from '../src/db/database-settings.ts';
import { launchApi, removeApiFolders, startApi, type ApiProcess } from './harness/api-process.ts';
import { Browser } from './harness/browser.ts';
import { startPgBouncer, type PgBouncer } from './harness/pgbouncer.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';

const STATEMENT_TIMEOUT_MS = 1_500;

let cluster: PostgresCluster;
let bouncer: PgBouncer;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  bouncer = await startPgBouncer(cluster.port);
});

afterAll(async () => {
  if (process.env.FAULTS_VERBOSE) for (const api of apis) console.log(api.output());
  for (const api of apis) {
    await api.stop();
    removeApiFolders(api);
  }
  await bouncer?.stop();
  await cluster?.destroy();
});

function throughPgBouncer(env: Record<string, string> = { DATABASE_POOLER: 'pgbouncer' }) {
  return {
    databaseUrl: bouncer.url('portal'),
    env: { DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), ...env },
  };
}

async function refusedStart(env?: Record<string, string>): Promise<string> {
  const api = await launchApi(throughPgBouncer(env));
  apis.push(api);
  expect(await api.exited(90_000)).toBe(1);
  return api.output();
}

describe('the API through PgBouncer in transaction mode', () => {
  it('without DATABASE_POOLER=pgbouncer it refuses to start, saying so', async () => {
    expect(await refusedStart({})).toMatch(/PgBouncer.*DATABASE_POOLER=pgbouncer/s);
  });

  it('refuses to start while the role has no statement timeout, naming the statement that sets it', async () => {
    expect(await refusedStart()).toContain(
      `ALTER ROLE "postgres" IN DATABASE "portal" SET statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'`,
    );
  });

  it('cancels a statement stuck behind a lock after the statement timeout, answers 503, and recovers', async () => {
    // What an operator does once (docs/deployment.md "PgBouncer"), then PgBouncer's console RECONNECT.
    await cluster.query(
      `alter role postgres in database portal set statement_timeout = '${STATEMENT_TIMEOUT_MS}ms'`,
    );
    await bouncer.reconnect();
    const api = await startApi(throughPgBouncer());
    apis.push(api);

    const holder = new pg.Client({ connectionString: cluster.url() });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table error_report in access exclusive mode');
    try {
      const answer = await new Browser(api.baseUrl).post(
        '/api/report-error',
        { code: 'LOCKED', info: 'x' },
        20_000,
      );
      expect(answer.status).toBe(503);
      // Cancelled by the server's statement timeout (57014), not by the client giving up a second later.
      expect(answer.ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 3_000);
      expect(api.logs().some((line) => line.msg === 'database unavailable' && line.code === '57014')).toBe(
        true,
      );
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await new Browser(api.baseUrl).post('/api/report-error', { code: 'FREE', info: 'x' });
    expect(after.status).toBe(204);
    expect(api.alive()).toBe(true);
  });

  it('bounds a transaction by the timeouts it sets itself, shorter than the role default', async () => {
    const db = await openDatabase({
      url: bouncer.url('portal'),
      settings: { ...defaultDatabaseSettings, pooler: 'pgbouncer', statementTimeoutMs: 300, poolSize: 2 },
    });
    try {
      const started = Date.now();
      const error = await db
        .transaction()
        .execute((trx) => sql`select pg_sleep(5)`.execute(trx))
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as DatabaseUnavailableError).fault.code).toBe('57014');
      // The role's 1.5 s would have let it run longer: the transaction's own SET LOCAL cancelled it.
      expect(Date.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS);
    } finally {
      await db.destroy();
    }
  });
});
