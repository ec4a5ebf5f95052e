// Security hardening: a hung object store took the fleet down. The SDK's own request timeout only logs a warning,
// and every stuck upload held a request (and, then, a database connection) for as long as the store hung.
// Every storage call now has a deadline that really ends it: the adapter's work is aborted through its
// signal, and the caller gets a StorageUnavailableError at the deadline even if the adapter ignores it.
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import {
  isMissingObject,
  StorageUnavailableError,
  type FileStorage,
  type StorageCall,
  type StorageOperation,
} from './storage.ts';
import { inClientSpan } from '../../telemetry/spans.ts';
import type { StorageWatch } from './storage-health.ts';

export interface StorageDeadlines {
  /** A read's first byte, a removal, a page of a listing, the readiness check, and the fixed part of a store. */
  operationMs: number;
  /** A store may also take as long as its file needs at this rate (a slow link is not a hung store). */
  minimumBytesPerSecond: number;
  /** A download whose next chunk does not come within this is broken off. */
  idleReadMs: number;
}

export const defaultStorageDeadlines: StorageDeadlines = {
  operationMs: 10_000,
  minimumBytesPerSecond: 512 * 1024,
  idleReadMs: 15_000,
};

/** How long storing a file of `bytes` may take. */
export function putDeadlineMs(deadlines: StorageDeadlines, bytes: number): number {
  return deadlines.operationMs + Math.ceil((bytes / deadlines.minimumBytesPerSecond) * 1000);
}

const unwatched: StorageWatch = { failed: () => undefined, succeeded: () => undefined };

/** watch: told of every call's outcome (storage-health.ts logs a fault once). */
export function boundedStorage(
  storage: FileStorage,
  deadlines: StorageDeadlines,
  watch: StorageWatch = unwatched,
): FileStorage {
  async function bounded<T>(
    operation: StorageOperation,
    ms: number,
    call: (call: StorageCall) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new StorageUnavailableError(storage.name, operation, 'timeout');
        controller.abort(error);
        reject(error);
      }, ms);
    });
    try {
      // Operability: one span per call of the store, whichever it is; on S3 the SDK's own spans nest in it.
      const result = await inClientSpan(
        `file-store ${operation}`,
        { 'portal.file_store': storage.name },
        () => Promise.race([call({ signal: controller.signal }), deadline]),
      );
      watch.succeeded();
      return result;
    } catch (error) {
      // A missing object is an answer: the store is there.
      if (operation === 'read' && isMissingObject(error)) {
        watch.succeeded();
        throw error;
      }
      const unavailable =
        error instanceof StorageUnavailableError
          ? error
          : new StorageUnavailableError(storage.name, operation, 'failure', error);
      watch.failed(unavailable);
      throw unavailable;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: storage.name,
    async putFromFile(key, path) {
      const { size } = await stat(path);
      await bounded('put', putDeadlineMs(deadlines, size), (call) => storage.putFromFile(key, path, call));
    },
    async read(key) {
      const body = await bounded('read', deadlines.operationMs, (call) => storage.read(key, call));
      return brokenOffWhenIdle(
        body,
        deadlines.idleReadMs,
        () => new StorageUnavailableError(storage.name, 'read', 'timeout'),
      );
    },
    remove: (key) => bounded('remove', deadlines.operationMs, (call) => storage.remove(key, call)),
    check: () => bounded('check', deadlines.operationMs, (call) => storage.check(call)),
    // Each page has its own deadline: a long listing is many short calls, none of them unbounded.
    list: (prefix, page) =>
      bounded('list', deadlines.operationMs, (call) => storage.list(prefix, page, call)),
  };
}

/**
 * The stream, ended with an error (and its source destroyed) when the source sends no chunk for `idleMs`
 * while the reader waits for one; a slow reader (its buffer full) is not the store's fault.
 */
function brokenOffWhenIdle(source: Readable, idleMs: number, timeout: () => Error): Readable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guarded = new Transform({
    transform(chunk, _encoding, done) {
      arm();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(timer);
      done();
    },
  });
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (guarded.readableLength >= guarded.readableHighWaterMark) return arm();
      const error = timeout();
      source.destroy(error);
      guarded.destroy(error);
    }, idleMs);
  };
  arm();
  source.on('error', (error) => guarded.destroy(error));
  guarded.on('close', () => {
    clearTimeout(timer);
    source.destroy();
  });
  return source.pipe(guarded);
}
