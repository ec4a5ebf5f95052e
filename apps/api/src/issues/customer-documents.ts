// portal-spec §3: a customer sends a further document (a text, files, or both) to one of their cases.
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { randomToken } from '../lib/tokens.ts';
import type { ReceivedFile } from '../uploads/receive.ts';

export interface CustomerDocument {
  issueId: number;
  /** Already trimmed; empty when only files are sent. */
  text: string;
  files: ReceivedFile[];
}

/**
 * Records the document and its files; call it inside the sending's transaction. Every stored file's key
 * is pushed to `storedKeys` as soon as it is stored, so the caller can remove them if anything fails.
 */
export async function addCustomerDocument(
  trx: Database,
  storage: FileStorage,
  document: CustomerDocument,
  storedKeys: string[],
) {
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
  for (const file of document.files) {
    const key = `issues/${document.issueId}/${doc.id}-${randomToken(12)}.${file.extension}`;
    await storage.putFromFile(key, file.tempPath);
    storedKeys.push(key);
    await trx
      .insertInto('issue_document_file')
      .values({
        document_id: doc.id,
        filename: file.filename,
        size: file.size,
        extension: file.extension,
        storage_key: key,
      })
      .execute();
  }
  return doc;
}
