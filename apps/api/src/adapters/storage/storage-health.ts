// Operability: what the operator sees when the file storage goes away and comes back: one line when the
// first call (a request's or /readyz's) fails, one when a call succeeds again (lib/outage-log.ts).
import { outageLog, type OutageLogger } from '../../lib/outage-log.ts';
import type { StorageUnavailableError } from './storage.ts';

export interface StorageWatch {
  failed(error: StorageUnavailableError): void;
  succeeded(): void;
}

export function storageHealth(log: OutageLogger, now: () => number = Date.now): StorageWatch {
  // The store's name is known only from its first failure; the outage is logged per store that failed.
  const outages = new Map<string, ReturnType<typeof outageLog>>();
  const outageOf = (storage: string) => {
    let outage = outages.get(storage);
    if (!outage) {
      outage = outageLog(log, 'file storage', { component: 'storage', storage }, now);
      outages.set(storage, outage);
    }
    return outage;
  };
  return {
    failed(error) {
      const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
      outageOf(error.storage).failed(cause, {
        operation: error.operation,
        reason: error.reason,
        ...(typeof cause?.message === 'string' && typeof cause.code !== 'string'
          ? { cause: cause.message }
          : {}),
      });
    },
    succeeded() {
      for (const outage of outages.values()) outage.succeeded();
    },
  };
}
