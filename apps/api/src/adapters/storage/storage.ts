// Uploaded files live outside any served path under generated names (quality-bar "Uploads"). The
// embedded default is a local folder; S3-compatible object storage is the production adapter.
import type { Readable } from 'node:stream';

export interface FileStorage {
  readonly name: string;
  /** Stores a file that was received into a local temporary file; the temporary file is consumed. */
  putFromFile(key: string, path: string): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}
