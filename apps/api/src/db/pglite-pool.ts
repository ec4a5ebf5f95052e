// Lets Kysely's PostgresDialect drive an embedded PGlite: PGlite is one connection, so a connection is
// lent to one caller at a time; otherwise two requests' transactions would interleave on it.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const keyword = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return keyword === 'INSERT' || keyword === 'UPDATE' || keyword === 'DELETE' || keyword === 'MERGE'
    ? keyword
    : 'SELECT';
}

export function pglitePool(db: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
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
