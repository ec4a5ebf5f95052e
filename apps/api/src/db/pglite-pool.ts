// Lets Kysely's PostgresDialect drive an embedded PGlite: PGlite is one connection, so a connection is
// lent to one caller at a time; otherwise two requests' transactions would interleave on it. A caller
// that waits longer than the acquire timeout gets the same error as node-postgres' pool (answered 503,
// issue #14), so one stuck transaction cannot freeze every request.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const keyword = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
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
}

export function pglitePool(db: PGlite, { acquireTimeoutMs = 0 }: PglitePoolOptions = {}): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      if (acquireTimeoutMs > 0 && !(await settlesWithin(previous, acquireTimeoutMs))) {
        // Our turn still comes; pass it straight on to the next caller.
        void previous.then(release);
        throw new Error('timeout exceeded when trying to connect');
      }
      await previous;
      const client = {
        async query(sql: string, parameters: ReadonlyArray<unknown>) {
          const result = await db.query(sql, parameters as unknown[]);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release: () => release(),
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await queue;
      await db.close();
    },
  };
}
