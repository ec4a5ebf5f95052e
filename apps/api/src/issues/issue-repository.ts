// A customer's own cases: another customer's case is never found (answered 404 like an unknown id).
import type { Database } from '../db/database.ts';

export function findOwnIssue(db: Database, issueId: number, accountId: number) {
  return db
    .selectFrom('issue')
    .selectAll()
    .where('id', '=', issueId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Just enough of the customer's own case to decide whether documents may be sent to it. */
export function findOwnIssueForDocuments(db: Database, issueId: number, accountId: number) {
  return db
    .selectFrom('issue')
    .select(['id', 'number', 'no_letter'])
    .where('id', '=', issueId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The case's history and documents, newest first. */
export async function issueHistoryAndDocuments(db: Database, issueId: number) {
  const [history, documents] = await Promise.all([
    db
      .selectFrom('issue_history')
      .select(['date', 'value', 'description'])
      .where('issue_id', '=', issueId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('issue_document')
      .select(['id', 'barcode', 'status', 'registration_date', 'response_date', 'source', 'message'])
      .where('issue_id', '=', issueId)
      .orderBy('registration_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  // Issue 32: a letter the customer sent is listed by its text and its files.
  const sent = documents.filter((d) => d.source === 'customer').map((d) => d.id);
  const files = sent.length
    ? await db
        .selectFrom('issue_document_file')
        .select(['document_id', 'filename', 'size'])
        .where('document_id', 'in', sent)
        .orderBy('id')
        .execute()
    : [];
  return {
    history,
    documents: documents.map((d) => ({
      ...d,
      files: files.filter((f) => f.document_id === d.id).map((f) => ({ name: f.filename, size: f.size })),
    })),
  };
}

/**
 * Issue 32: the customer dismisses the notification of their own case for good: the text they saw is
 * remembered, and the case counts as notified again only when the back office sets another. The change
 * moves the case list's version (updated_at), so the list and the header badge follow at once. False when
 * the case is not the customer's.
 */
export async function dismissOwnNotification(
  db: Database,
  issueId: number,
  accountId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('issue')
    .set((eb) => ({ notification_dismissed: eb.ref('notification'), updated_at: new Date() }))
    .where('id', '=', issueId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
