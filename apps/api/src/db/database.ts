// One SQL dialect, two engines: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. Both sit
// behind the guarded pool: a database that goes away is answered 503 and logged once, and the
// API carries on and recovers by itself; every wait is bounded by DatabaseSettings.
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { DB } from './schema.ts';
import { DatabaseHealth } from './database-health.ts';
import { databaseFaultOf } from './database-faults.ts';
import {
  defaultDatabaseSettings,
  QUERY_TIMEOUT_SLACK_MS,
  type DatabaseSettings,
} from './database-settings.ts';
import { guardedPool } from './guarded-pool.ts';
import { withTransactionTimeouts } from './pooler-timeouts.ts';

export type Database = Kysely<DB>;

export interface DatabaseLocation {
  /** 'postgres://…' (PostgreSQL), 'pglite://memory' (in memory) or a folder path (PGlite on disk). */
  url: string;
  /** PostgreSQL only: a schema to work in, created if missing (test isolation). */
  schema?: string | undefined;
  settings?: DatabaseSettings;
  /**
   * PGlite in memory only: the cluster to start from, a dump made by PGlite's dumpDataDir. Starting from a
   * migrated dump skips the cluster's initdb and the migrations (tests: src/test/pglite-snapshot.ts).
   */
  startFrom?: Blob;
  /**
   * PGlite in memory only: where the cluster comes from and goes to, instead of a new one that ending the
   * database closes (tests: one cluster per worker, emptied between test files, src/test/test-app.ts).
   */
  cluster?: ClusterKeeper;
}

/** Hands out a kept PGlite cluster (or none: a new one is started) and takes it back when the database ends. */
export interface ClusterKeeper {
  take(): Promise<PGlite | undefined>;
  giveBack(cluster: PGlite): Promise<void>;
}

/** How the API's connections are named on the server (pg_stat_activity), unless DATABASE_URL names them. */
export const APPLICATION_NAME = 'portal-api';

const INT8 = 20;
const NUMERIC = 1700;

const healthByDatabase = new WeakMap<Database, DatabaseHealth>();

/** Operability: the pool's state for the metrics (node-postgres' counts, or PGlite's one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const poolStatsByDatabase = new WeakMap<Database, () => PoolStats>();

export function databasePoolStats(db: Database): PoolStats | undefined {
  return poolStatsByDatabase.get(db)?.();
}

/** The health tracker of a database opened by openDatabase: the app attaches its logger to it. */
export function databaseHealth(db: Database): DatabaseHealth | undefined {
  return healthByDatabase.get(db);
}

async function postgresPool(
  url: string,
  schema: string | undefined,
  settings: DatabaseSettings,
  health: DatabaseHealth,
): Promise<{ pool: PostgresPool; stats: () => PoolStats }> {
  const pg = await import('pg');
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8 ? Number : pg.default.types.getTypeParser(oid, format),
  };
  const pool = new pg.default.Pool({
    connectionString: url,
    max: settings.poolSize,
    types,
    application_name: APPLICATION_NAME,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    ...(settings.statementTimeoutMs > 0
      ? { query_timeout: settings.statementTimeoutMs + QUERY_TIMEOUT_SLACK_MS }
      : {}),
    // Security hardening: PgBouncer refuses these startup parameters; behind it the role's default applies outside
    // transactions (pooler-timeouts.ts), and every transaction sets its own below either way.
    ...(settings.pooler === 'pgbouncer'
      ? {}
      : {
          ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
          ...(settings.idleInTransactionTimeoutMs > 0
            ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs }
            : {}),
        }),
    // A peer that vanished without closing (failover, a cut network) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection closed by the server (restart, pg_terminate_backend, idle timeout) is an 'error'
  // event of the pool: without a listener it kills the process. The pool has already dropped it.
  pool.on('error', (error) => health.connectionLost(databaseFaultOf(error), error.message));
  // A connection that dies while lent out (between two queries of a transaction) is an 'error' event of
  // its client; its next query then fails and the guarded pool answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (schema) await pool.query(`create schema if not exists "${schema}"`);
  const stats = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: settings.poolSize,
  });
  return { pool: withTransactionTimeouts(pool, settings), stats };
}

async function pglite(
  url: string,
  settings: DatabaseSettings,
  startFrom?: Blob,
  keeper?: ClusterKeeper,
): Promise<{ pool: PostgresPool; stats: () => PoolStats }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pglitePool } = await import('./pglite-pool.ts');
  const { lockDataDirectory } = await import('./data-directory-lock.ts');
  const dataDir = url === 'pglite://memory' ? undefined : url.replace(/^pglite:\/\//, '');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockDataDirectory(dataDir) : null;
  try {
    // A folder's cluster is its own: only a cluster in memory is kept.
    const inMemoryKeeper = dataDir ? undefined : keeper;
    const db =
      (await inMemoryKeeper?.take()) ??
      (await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        ...(startFrom && !dataDir ? { loadDataDir: startFrom } : {}),
        // Same JavaScript types as node-postgres above: counts and bigints as numbers, numeric as text.
        parsers: { [INT8]: Number, [NUMERIC]: String },
      }));
    const pool = pglitePool(db, {
      acquireTimeoutMs: settings.connectTimeoutMs,
      ...(inMemoryKeeper ? { close: () => inMemoryKeeper.giveBack(db) } : {}),
    });
    return {
      pool: {
        connect: () => pool.connect(),
        async end() {
          try {
            await pool.end();
          } finally {
            lock?.release();
          }
        },
      },
      stats: () => ({ ...pool.stats(), max: 1 }),
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openDatabase({
  url,
  schema,
  settings = defaultDatabaseSettings,
  startFrom,
  cluster,
}: DatabaseLocation): Promise<Database> {
  const health = new DatabaseHealth();
  const { pool, stats } = /^postgres(ql)?:\/\//.test(url)
    ? await postgresPool(url, schema, settings, health)
    : await pglite(url, settings, startFrom, cluster);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: guardedPool(pool, health) }) });
  healthByDatabase.set(db, health);
  poolStatsByDatabase.set(db, stats);
  return db;
}
