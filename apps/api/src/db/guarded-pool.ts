// Sits between Kysely and the connection pool (node-postgres or PGlite): a database fault becomes one
// DatabaseUnavailableError (answered 503), the health tracker hears of every fault and every success, and
// a connection that met a fault is handed back as broken, so the pool drops it and opens a fresh one on
// next use — that is how the API recovers by itself.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { DatabaseUnavailableError, databaseFaultOf } from './database-faults.ts';
import type { DatabaseHealth } from './database-health.ts';

/** node-postgres drops a client released with an error; PGlite's single connection ignores it. */
type ReleasableClient = PostgresPoolClient & { release(error?: Error): void };

function unavailableOr(error: unknown, health: DatabaseHealth): unknown {
  const fault = databaseFaultOf(error);
  if (!fault) return error;
  health.unavailable(fault);
  return error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(fault, error);
}

function guardClient(client: ReleasableClient, health: DatabaseHealth): PostgresPoolClient {
  let broken: DatabaseUnavailableError | null = null;
  const guarded = {
    async query(sql: string, parameters: ReadonlyArray<unknown>) {
      // A rollback after a lost connection would wait for the same timeout again.
      if (broken) throw broken;
      try {
        const result = await client.query(sql, parameters);
        health.succeeded();
        return result;
      } catch (error) {
        const mapped = unavailableOr(error, health);
        if (mapped instanceof DatabaseUnavailableError && !mapped.fault.connectionUsable) broken = mapped;
        throw mapped;
      }
    },
    release() {
      client.release(broken ?? undefined);
    },
  };
  return guarded as unknown as PostgresPoolClient;
}

export function guardedPool(pool: PostgresPool, health: DatabaseHealth): PostgresPool {
  // Kysely keeps one connection object per client it is given: the same client gets the same guard.
  const guards = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  return {
    async connect() {
      let client: PostgresPoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOr(error, health);
      }
      let guard = guards.get(client);
      if (!guard) {
        guard = guardClient(client as ReleasableClient, health);
        guards.set(client, guard);
      }
      return guard;
    },
    end: () => pool.end(),
  };
}
