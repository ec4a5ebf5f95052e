// portal-spec §3: a customer sends a further document (a text, files, or both) to one of their cases.
// Issue #27: the files are stored before the transaction that records them (storeDocumentFiles), so the
// transaction does no network I/O.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { randomToken } from '../lib/tokens.ts';
import type { ReceivedFile } from '../uploads/receive.ts';
import { storeFiles } from '../uploads/stored-files.ts';

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
export async function addCustomerDocument(trx: Database, document: CustomerDocument) {
  const doc = await trx
    .insertInto('issue_document')
    .values({
      issue_id: document.issueId,
      barcode: null,
      status: 'Przekazano do realizacji',
      response_date: null,
      source: 'customer',
      message: document.text || null,
      collected_at: null,
    })
    .returning(['id', 'barcode', 'status', 'registration_date', 'response_date'])
    .executeTakeFirstOrThrow();
  if (document.files.length > 0)
    await trx
      .insertInto('issue_document_file')
      .values(
        document.files.map(({ file, key }) => ({
          document_id: doc.id,
          filename: file.filename,
          size: file.size,
          extension: file.extension,
          storage_key: key,
        })),
      )
      .execute();
  return doc;
}
