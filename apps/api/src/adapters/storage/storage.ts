// Uploaded files live outside any served path under generated names (quality-bar "Uploads"). The
// embedded default is a local folder; S3-compatible object storage (s3.ts, issue #20) is the adapter for
// more than one API process.
import type { Readable } from 'node:stream';

export interface FileStorage {
  readonly name: string;
  /** Stores a file that was received into a local temporary file; the temporary file is consumed. */
  putFromFile(key: string, path: string): Promise<void>;
  /** Rejects when the key is absent (the local adapter's stream errors with ENOENT on first read). */
  read(key: string): Promise<Readable>;
  /** Removing an absent key is not an error. */
  remove(key: string): Promise<void>;
  /** Readiness (/readyz): rejects when the storage cannot be reached. */
  check(): Promise<void>;
}
