// Lets Kysely's PostgresDialect drive an embedded PGlite: PGlite is one connection, so a connection is
// lent to one caller at a time; otherwise two requests' transactions would interleave on it. A caller
// that waits longer than the acquire timeout gets the same error as node-postgres' pool (answered 503),
// so one stuck transaction cannot freeze every request.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { inClientSpan } from '../telemetry/spans.ts';

type Command = PostgresQueryResult<unknown>['command'];

/** The statement's verb (BEGIN, SELECT, INSERT…), after a leading WITH clause. */
function keywordOf(sql: string): string {
  return /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

function commandOf(keyword: string): Command {
  return keyword === 'INSERT' || keyword === 'UPDATE' || keyword === 'DELETE' || keyword === 'MERGE'
    ? keyword
    : 'SELECT';
}

/** Resolves true when the promise settled in time, false when the time ran out first. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface PglitePoolOptions {
  /** How long a caller waits for the connection; 0 waits for ever. */
  acquireTimeoutMs?: number;
  /** What ending the pool does with the cluster once no caller holds it: closes it, unless told otherwise. */
  close?: () => Promise<void>;
}

/** Operability: the one connection, lent (idle 0) or not, and the callers queued for it. */
export interface PglitePoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export function pglitePool(
  db: PGlite,
  { acquireTimeoutMs = 0, close = () => db.close() }: PglitePoolOptions = {},
): PostgresPool & { stats(): PglitePoolStats } {
  let queue: Promise<void> = Promise.resolve();
  let lent = 0;
  let waiting = 0;

  return {
    stats: () => ({ total: 1, idle: lent > 0 ? 0 : 1, waiting }),
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      waiting++;
      try {
        if (acquireTimeoutMs > 0 && !(await settlesWithin(previous, acquireTimeoutMs))) {
          // Our turn still comes; pass it straight on to the next caller.
          void previous.then(release);
          throw new Error('timeout exceeded when trying to connect');
        }
        await previous;
      } finally {
        waiting--;
      }
      lent++;
      let returned = false;
      const client = {
        async query(sql: string, parameters: ReadonlyArray<unknown>) {
          // Operability: named and attributed as instrumentation-pg names PostgreSQL's queries, so a trace
          // reads the same on either database; the statement has placeholders, never the values.
          const keyword = keywordOf(sql);
          const result = await inClientSpan(
            `pg.query:${keyword}`,
            { 'db.system.name': 'postgresql', 'db.system': 'postgresql', 'db.query.text': sql },
            () => db.query(sql, parameters as unknown[]),
            { requireParent: true },
          );
          return {
            command: commandOf(keyword),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release: () => {
          if (!returned) lent--;
          returned = true;
          release();
        },
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await queue;
      await close();
    },
  };
}
