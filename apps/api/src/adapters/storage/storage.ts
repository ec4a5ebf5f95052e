// Uploaded files live outside any served path under generated names (quality-bar "Uploads"). The
// embedded default is a local folder; S3-compatible object storage (s3.ts) is the adapter for
// more than one API process. Every call is bounded by deadlines (bounded-storage.ts): a hung
// store fails the request that needs it, with a 503, and nothing else.
import type { Readable } from 'node:stream';

export interface StorageCall {
  /** Aborted when the call's deadline passes: the adapter stops its network work. */
  signal?: AbortSignal;
}

export interface FileStorage {
  readonly name: string;
  /** Stores a file that was received into a local temporary file; the temporary file is consumed. */
  putFromFile(key: string, path: string, call?: StorageCall): Promise<void>;
  /** Rejects when the key is absent (the local adapter's stream errors with ENOENT on first read). */
  read(key: string, call?: StorageCall): Promise<Readable>;
  /** Removing an absent key is not an error. */
  remove(key: string, call?: StorageCall): Promise<void>;
  /** Readiness (/readyz): rejects when the storage cannot be reached. */
  check(call?: StorageCall): Promise<void>;
  /**
   * One page of the stored keys under the folder `prefix` ('' or ending in '/') in key order, with when
   * each was stored (the sweep of files no record claims). `after` is the `next` of the page
   * before (null: from the start); `next` is null on the last page.
   */
  list(prefix: string, page: PageRequest, call?: StorageCall): Promise<StoredPage>;
}

export interface StoredObject {
  key: string;
  /** When the object was last written: the sweep leaves younger ones to their upload. */
  modifiedAt: Date;
}

export interface PageRequest {
  after: string | null;
  /** At most LIST_PAGE_SIZE, the default. */
  limit?: number;
}

export interface StoredPage {
  objects: StoredObject[];
  next: string | null;
}

/** Keys per page of `list`: S3's own maximum. */
export const LIST_PAGE_SIZE = 1000;

/** The page's size, and the prefix checked to be a folder (a part of a name would list other folders). */
export function pageOf(prefix: string, page: PageRequest): number {
  if (prefix !== '' && !prefix.endsWith('/')) throw new Error('invalid storage prefix');
  return Math.max(1, Math.min(page.limit ?? LIST_PAGE_SIZE, LIST_PAGE_SIZE));
}

export type StorageOperation = 'put' | 'read' | 'remove' | 'check' | 'list';

/**
 * The file storage did not do what was asked in time, or could not be reached: the store is away, not the
 * request wrong. The error handler answers 503 with Retry-After; the cause is kept for the log.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';

  constructor(
    readonly storage: string,
    readonly operation: StorageOperation,
    readonly reason: 'timeout' | 'failure',
    cause?: unknown,
  ) {
    super(
      `file storage ${storage} unavailable: ${operation} ${reason === 'timeout' ? 'timed out' : 'failed'}`,
      {
        cause,
      },
    );
  }
}

/** An absent object (S3's NoSuchKey, the local folder's ENOENT): a fact about the key, not an outage. */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, $metadata } = error as {
    name?: unknown;
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    name === 'NoSuchKey' || name === 'NotFound' || code === 'ENOENT' || $metadata?.httpStatusCode === 404
  );
}
