// portal-spec §3: a customer sends a further document (a text, files, or both) to one of their cases.
// Security hardening: the files are stored before the transaction that records them (storeDocumentFiles), so the
// transaction does no network I/O.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { randomToken } from '../lib/tokens.ts';
import type { ReceivedFile } from '../uploads/receive.ts';
import { storeFiles } from '../uploads/stored-files.ts';
import { insertCustomerDocument } from './issue-repository.ts';

export interface CustomerDocument {
  issueId: number;
  /** Already trimmed; empty when only files are sent. */
  text: string;
  files: StoredDocumentFile[];
}

export interface StoredDocumentFile {
  file: ReceivedFile;
  key: string;
}

/** Stores the received files under the case; the caller records them with addCustomerDocument, or discards them. */
export async function storeDocumentFiles(
  storage: FileStorage,
  issueId: number,
  files: readonly ReceivedFile[],
  log: FastifyBaseLogger,
): Promise<StoredDocumentFile[]> {
  const placed = files.map((file) => ({
    file,
    key: `issues/${issueId}/${randomToken(16)}.${file.extension}`,
  }));
  await storeFiles(
    storage,
    placed.map(({ key, file }) => ({ key, tempPath: file.tempPath })),
    log,
  );
  return placed;
}

/** Records the document and its already stored files; call it inside the sending's transaction. */
export function addCustomerDocument(trx: Database, document: CustomerDocument) {
  return insertCustomerDocument(
    trx,
    { issueId: document.issueId, message: document.text || null },
    document.files.map(({ file, key }) => ({
      filename: file.filename,
      size: file.size,
      extension: file.extension,
      storage_key: key,
    })),
  );
}
