// Operability: a dependency going away is one error line when the first call fails and one info line when a
// call succeeds again, however many calls fail in between (docs/operations.md "What the log says for each
// fault"). Each request that met the outage still has its own `request completed` line with its status.
// One state machine for every dependency that has no health check of its own: the file store, Redis, the
// outbox's channels and the payment provider.

export interface OutageLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface Outage {
  /** A call failed: logged when it is the first since the dependency last answered; `details` win over the error's. */
  failed(error: unknown, details?: object): void;
  /** A call succeeded: logged when it ends an outage, with how long it lasted. */
  succeeded(): void;
  readonly down: boolean;
}

/** What a log line may say of an error: its code (ECONNREFUSED, a SQLSTATE) and, without one, its message. */
export function errorSummary(error: unknown): { code?: string; reason?: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    return typeof message === 'string' ? { code, reason: message } : { code };
  }
  return typeof message === 'string' ? { reason: message } : {};
}

/**
 * @param what the dependency as the log names it: `file storage`, `Redis`, `mail server`, …
 * @param context fields of both lines (`component`, the adapter's name)
 */
export function outageLog(
  log: OutageLogger,
  what: string,
  context: object,
  now: () => number = Date.now,
): Outage {
  let downSince: number | null = null;
  return {
    failed(error, details = {}) {
      if (downSince !== null) return;
      downSince = now();
      log.error({ ...context, ...errorSummary(error), ...details }, `${what} unavailable`);
    },
    succeeded() {
      if (downSince === null) return;
      const downMs = now() - downSince;
      downSince = null;
      log.info({ ...context, downMs }, `${what} available again`);
    },
    get down() {
      return downSince !== null;
    },
  };
}
