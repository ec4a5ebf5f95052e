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
      .select(['id', 'barcode', 'status', 'registration_date', 'response_date'])
      .where('issue_id', '=', issueId)
      .orderBy('registration_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return { history, documents };
}
