// Security hardening: timeouts that hold through PgBouncer in transaction mode, where a connection is a different
// server session for every transaction and startup parameters (statement_timeout,
// idle_in_transaction_session_timeout) are refused. Two parts:
// - every transaction sets its own timeouts with SET LOCAL, sent with its BEGIN in one simple query (no
//   extra round trip). That also covers idle_in_transaction_session_timeout, which only concerns
//   transactions, and lets the start connection run migrations and seeding without a timeout whatever the
//   role's default;
// - a statement outside a transaction runs with the role's default. Sending SET before each would cost a
//   round trip per query, so the operator sets it once (ALTER ROLE … SET statement_timeout) and the API
//   refuses to start while it differs from DATABASE_STATEMENT_TIMEOUT_MS.
import { sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { ConfigError } from '../operator.ts';
import type { Database } from './database.ts';
import type { DatabaseSettings } from './database-settings.ts';

type Settings = Pick<DatabaseSettings, 'statementTimeoutMs' | 'idleInTransactionTimeoutMs'>;

/** Kysely's BEGIN, with or without an isolation level or access mode. */
const BEGIN = /^\s*(begin|start transaction)\b[^;]*$/i;

export function transactionTimeouts({ statementTimeoutMs, idleInTransactionTimeoutMs }: Settings): string {
  return `set local statement_timeout = ${statementTimeoutMs}; set local idle_in_transaction_session_timeout = ${idleInTransactionTimeoutMs}`;
}

type Client = PostgresPoolClient & { release(error?: Error): void };

/** The pool, with every BEGIN followed by the transaction's SET LOCAL timeouts. */
export function withTransactionTimeouts(pool: PostgresPool, settings: Settings): PostgresPool {
  const setLocal = transactionTimeouts(settings);
  // The same client gets the same wrapper: Kysely and the guarded pool keep state per client object.
  const wrappers = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  const wrap = (client: Client): PostgresPoolClient =>
    ({
      async query(text: string, parameters: ReadonlyArray<unknown>) {
        if (parameters.length > 0 || !BEGIN.test(text)) return client.query(text, parameters);
        // Without parameters node-postgres uses the simple protocol, which runs several statements and
        // answers each: the BEGIN's answer is the one the caller expects.
        const answers = (await client.query(`${text}; ${setLocal}`, [])) as unknown as unknown[];
        return answers[0] as Awaited<ReturnType<PostgresPoolClient['query']>>;
      },
      release: (error?: Error) => client.release(error),
    }) as PostgresPoolClient;
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client as Client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Behind PgBouncer, a statement outside a transaction has the role's statement_timeout, not ours: refuse to
 * start while they differ, and say what to run.
 */
export async function checkPoolerTimeouts(db: Database, settings: DatabaseSettings): Promise<void> {
  if (settings.pooler !== 'pgbouncer' || settings.statementTimeoutMs === 0) return;
  const { rows } = await sql<{ ms: number; role: string; database: string }>`
    select setting::int as ms, current_user as role, current_database() as database
    from pg_settings where name = 'statement_timeout'`.execute(db);
  const { ms, role, database } = rows[0]!;
  if (ms === settings.statementTimeoutMs) return;
  throw new ConfigError(
    `DATABASE_POOLER=pgbouncer: statements outside a transaction run with the role's statement_timeout, which is ${ms === 0 ? 'off' : `${ms} ms`}, not DATABASE_STATEMENT_TIMEOUT_MS=${settings.statementTimeoutMs}. ` +
      `Run once on PostgreSQL: ALTER ROLE ${quoted(role)} IN DATABASE ${quoted(database)} SET statement_timeout = '${settings.statementTimeoutMs}ms'; ` +
      `then RECONNECT in PgBouncer's console (or restart it), so that its server connections take it (docs/deployment.md "PgBouncer").`,
  );
}
