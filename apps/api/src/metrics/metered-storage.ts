// Operability: every file storage call timed and its failures counted, around the deadlines of
// bounded-storage.ts, so a slow or failing object store shows in the metrics before customers report it.
import {
  isMissingObject,
  StorageUnavailableError,
  type FileStorage,
  type StorageOperation,
} from '../adapters/storage/storage.ts';
import type { Metrics } from './metrics.ts';

export function meteredStorage(storage: FileStorage, metrics: Metrics): FileStorage {
  const adapter = storage.name;
  async function metered<T>(operation: StorageOperation, call: () => Promise<T>): Promise<T> {
    const end = metrics.storageDuration.startTimer({ operation, adapter });
    try {
      const result = await call();
      end({ outcome: 'success' });
      return result;
    } catch (error) {
      // An absent key is an answer about the key (a 404 to the customer), not the store failing.
      if (isMissingObject(error)) {
        end({ outcome: 'missing' });
      } else {
        end({ outcome: 'failure' });
        const reason = error instanceof StorageUnavailableError ? error.reason : 'failure';
        metrics.storageFailures.inc({ operation, adapter, reason });
      }
      throw error;
    }
  }
  return {
    name: storage.name,
    putFromFile: (key, path, call) => metered('put', () => storage.putFromFile(key, path, call)),
    read: (key, call) => metered('read', () => storage.read(key, call)),
    remove: (key, call) => metered('remove', () => storage.remove(key, call)),
    check: (call) => metered('check', () => storage.check(call)),
    list: (prefix, page, call) => metered('list', () => storage.list(prefix, page, call)),
  };
}
