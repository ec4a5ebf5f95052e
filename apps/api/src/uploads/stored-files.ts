// Security hardening: no network I/O inside a database transaction. A request stores its files first and writes
// the record that claims them after, in a short transaction; files whose record was never written are
// removed here, and whatever cannot be removed now is left to the sweep and logged.
import type { FastifyBaseLogger } from 'fastify';
import { StorageUnavailableError, type FileStorage } from '../adapters/storage/storage.ts';

export interface FileToStore {
  key: string;
  /** The received temporary file; storing consumes it. */
  tempPath: string;
}

/** Stores the files one after another; if one fails, those already stored are discarded and the error rethrown. */
export async function storeFiles(
  storage: FileStorage,
  files: readonly FileToStore[],
  log: FastifyBaseLogger,
): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await storage.putFromFile(file.key, file.tempPath);
      stored.push(file.key);
    }
    return stored;
  } catch (error) {
    await discardFiles(storage, stored, error, log);
    throw error;
  }
}

/**
 * Removes stored files that no record claims. While the store is away (`cause` says so) the removal is
 * not waited for: the answer would only come a deadline later, and the files are no one's.
 */
export async function discardFiles(
  storage: FileStorage,
  keys: readonly string[],
  cause: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  if (keys.length === 0) return;
  const removal = Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'a stored file no record claims could not be removed');
      }),
    ),
  ).then(() => undefined);
  if (cause instanceof StorageUnavailableError) return;
  await removal;
}
