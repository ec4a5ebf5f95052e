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
import { inTransaction } from '../db/transaction.ts';
import { upsertIssue } from './upsert-issue.ts';
import {
  customerDocumentsWithFiles,
  findIssueId,
  insertHistoryEntry,
  newestHistoryEntry,
  updateDocumentOfIssue,
  updateIssue,
} from './issue-repository.ts';

/** The case, its link and its history entry change together. */
export function writeIssue(db: Database, input: IssueUpsert) {
  return inTransaction(db, (trx) => upsertIssue(trx, input));
}

/** Appends a history entry; the newest entry becomes the case's status. False when there is no such case. */
export async function appendIssueHistory(
  db: Database,
  issueId: number,
  entry: Static<typeof HistoryEntry>,
): Promise<boolean> {
  const issue = await findIssueId(db, issueId);
  if (!issue) return false;
  const { value, description } = entry;
  await inTransaction(db, async (trx) => {
    await insertHistoryEntry(trx, {
      issue_id: issue.id,
      date: entry.date ? new Date(entry.date) : new Date(),
      value,
      description: description ?? null,
    });
    // The newest entry is the case's status.
    const newest = await newestHistoryEntry(trx, issue.id);
    await updateIssue(trx, issue.id, {
      status: newest.value,
      status_description: newest.description,
      historical: HISTORICAL_STATUSES.includes(newest.value),
      updated_at: new Date(),
    });
  });
  return true;
}

/** False when the case has no such document. */
export function updateIssueDocument(
  db: Database,
  issueId: number,
  documentId: number,
  change: Static<typeof DocumentStatusUpdate>,
): Promise<boolean> {
  return updateDocumentOfIssue(db, issueId, documentId, {
    status: change.status,
    ...(change.responseDate !== undefined
      ? { response_date: change.responseDate ? new Date(change.responseDate) : null }
      : {}),
    ...(change.barcode !== undefined ? { barcode: change.barcode } : {}),
  });
}

/** What customers sent, oldest first; `collected` filters by whether the back office took it already. */
export async function customerDocuments(db: Database, collected?: boolean): Promise<CustomerDocument[]> {
  const { documents, files } = await customerDocumentsWithFiles(db, collected);
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
