// Resilience: what the operator sees in the log when the database goes away and comes back: one line
// when a fault starts, one when the database answers again, and the connections the server closed (at
// most one line per interval) — never a stack trace per request (docs/operations.md "Database faults").
import type { DatabaseFault } from './database-faults.ts';

export interface HealthLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const silent: HealthLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** Idle connections closed by the server arrive in bursts (a restart closes all of them at once). */
export const CONNECTION_LOSS_LOG_INTERVAL_MS = 10_000;

export class DatabaseHealth {
  #log: HealthLogger = silent;
  #downSince: number | null = null;
  #lastLossLoggedAt = Number.NEGATIVE_INFINITY;
  #lossesSinceLogged = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Where the lines go: the app's logger once it exists (before that, start-up failures throw). */
  attach(log: HealthLogger): void {
    this.#log = log;
  }

  get available(): boolean {
    return this.#downSince === null;
  }

  /** A request or job met the fault. */
  unavailable(fault: DatabaseFault): void {
    if (this.#downSince !== null) return;
    this.#downSince = this.now();
    this.#log.error({ reason: fault.reason, code: fault.code }, 'database unavailable');
  }

  /** A query succeeded. */
  succeeded(): void {
    if (this.#downSince === null) return;
    const downMs = this.now() - this.#downSince;
    this.#downSince = null;
    this.#log.info({ downMs }, 'database available again');
  }

  /** An idle pooled connection was closed by the server or the network; the pool reconnects on next use. */
  connectionLost(fault: DatabaseFault | null, message: string): void {
    const now = this.now();
    if (now - this.#lastLossLoggedAt < CONNECTION_LOSS_LOG_INTERVAL_MS) {
      this.#lossesSinceLogged++;
      return;
    }
    const alsoLost = this.#lossesSinceLogged;
    this.#lastLossLoggedAt = now;
    this.#lossesSinceLogged = 0;
    this.#log.warn(
      {
        reason: fault?.reason ?? message,
        code: fault?.code,
        ...(alsoLost ? { alsoLostSinceLastLine: alsoLost } : {}),
      },
      'database connection lost',
    );
  }
}
