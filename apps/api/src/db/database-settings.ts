// Resilience, "PostgreSQL hangs": requests waited 27 s for a frozen server. Every wait for the database is
// bounded, so a hung database gives a 503 within a few seconds (docs/operations.md "Timeouts").
export interface DatabaseSettings {
  /** Waiting for a connection: opening a new one, or for a free one of the pool (PGlite: its only one). */
  connectTimeoutMs: number;
  /** PostgreSQL: one statement; the client gives up QUERY_TIMEOUT_SLACK_MS later if the server is silent. 0: none. */
  statementTimeoutMs: number;
  /** PostgreSQL: a transaction left idle this long is ended by the server (its locks are freed). 0: none. */
  idleInTransactionTimeoutMs: number;
  /** PostgreSQL: connections per process. */
  poolSize: number;
  /**
   * Security hardening: what stands between the API and PostgreSQL. 'pgbouncer' (transaction pooling) takes no
   * session settings at connection time: each transaction sets its timeouts with SET LOCAL, and statements
   * outside a transaction run with the role's statement_timeout (checked at start; pooler-timeouts.ts).
   */
  pooler: 'none' | 'pgbouncer';
}

export const defaultDatabaseSettings: DatabaseSettings = {
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 60_000,
  poolSize: 10,
  pooler: 'none',
};

/**
 * The client-side limit (node-postgres query_timeout) is a little longer than the server's
 * statement_timeout: a live server cancels the statement itself and the connection stays usable; only a
 * server that answers nothing at all (frozen, or the network gone) hits this one.
 */
export const QUERY_TIMEOUT_SLACK_MS = 1_000;
