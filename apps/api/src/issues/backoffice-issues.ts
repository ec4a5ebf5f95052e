// The back office feeds the customers' cases: writes cases, appends history, sets the status of
// documents, and collects what customers sent (routes/api/backoffice/issues.ts answers for it).
import {
  HISTORICAL_STATUSES,
  type CustomerDocument,
  type DocumentStatusUpdate,
  type HistoryEntry,
  type IssueUpsert,
} from '@portal/api-contract';
import type { Static } from 'typebox';
import type { Database } from '../db/database.ts';
import { upsertIssue } from './upsert-issue.ts';

/** The case, its link and its history entry change together. */
export function writeIssue(db: Database, input: IssueUpsert) {
  return db.transaction().execute((trx) => upsertIssue(trx, input));
}

/** Appends a history entry; the newest entry becomes the case's status. False when there is no such case. */
export async function appendIssueHistory(
  db: Database,
  issueId: number,
  entry: Static<typeof HistoryEntry>,
): Promise<boolean> {
  const issue = await db.selectFrom('issue').select('id').where('id', '=', issueId).executeTakeFirst();
  if (!issue) return false;
  const { value, description } = entry;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('issue_history')
      .values({
        issue_id: issue.id,
        date: entry.date ? new Date(entry.date) : new Date(),
        value,
        description: description ?? null,
      })
      .execute();
    // The newest entry is the case's status.
    const newest = await trx
      .selectFrom('issue_history')
      .select(['value', 'description'])
      .where('issue_id', '=', issue.id)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('issue')
      .set({
        status: newest.value,
        status_description: newest.description,
        historical: HISTORICAL_STATUSES.includes(newest.value),
        updated_at: new Date(),
      })
      .where('id', '=', issue.id)
      .execute();
  });
  return true;
}

/** False when the case has no such document. */
export async function updateIssueDocument(
  db: Database,
  issueId: number,
  documentId: number,
  change: Static<typeof DocumentStatusUpdate>,
): Promise<boolean> {
  const result = await db
    .updateTable('issue_document')
    .set({
      status: change.status,
      ...(change.responseDate !== undefined
        ? { response_date: change.responseDate ? new Date(change.responseDate) : null }
        : {}),
      ...(change.barcode !== undefined ? { barcode: change.barcode } : {}),
    })
    .where('id', '=', documentId)
    .where('issue_id', '=', issueId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What customers sent, oldest first; `collected` filters by whether the back office took it already. */
export async function customerDocuments(db: Database, collected?: boolean): Promise<CustomerDocument[]> {
  let query = db
    .selectFrom('issue_document')
    .innerJoin('issue', 'issue.id', 'issue_document.issue_id')
    .select([
      'issue_document.id',
      'issue_document.issue_id',
      'issue.number',
      'issue_document.message',
      'issue_document.status',
      'issue_document.registration_date',
      'issue_document.collected_at',
    ])
    .where('issue_document.source', '=', 'customer')
    .orderBy('issue_document.id');
  if (collected !== undefined) {
    query = query.where('issue_document.collected_at', collected ? 'is not' : 'is', null);
  }
  const documents = await query.execute();
  const files = documents.length
    ? await db
        .selectFrom('issue_document_file')
        .select(['id', 'document_id', 'filename', 'size', 'extension'])
        .where(
          'document_id',
          'in',
          documents.map((d) => d.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return documents.map((d) => ({
    id: d.id,
    issueId: d.issue_id,
    issueNumber: d.number,
    message: d.message,
    status: d.status,
    registrationDate: d.registration_date.toISOString(),
    collected: d.collected_at !== null,
    files: files
      .filter((f) => f.document_id === d.id)
      .map((f) => ({ id: f.id, filename: f.filename, size: f.size, extension: f.extension })),
  }));
}

/** False when there is no such document from a customer. */
export async function markDocumentCollected(db: Database, documentId: number): Promise<boolean> {
  const result = await db
    .updateTable('issue_document')
    .set({ collected_at: new Date() })
    .where('id', '=', documentId)
    .where('source', '=', 'customer')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findDocumentFile(db: Database, documentId: number, fileId: number) {
  return db
    .selectFrom('issue_document_file')
    .selectAll()
    .where('id', '=', fileId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}
