// The case rows. A customer's own cases: another customer's case is never found (answered 404 like an
// unknown id). The back office's writes: the case, its history, its documents' status, and what customers
// sent. The case list's version and its JSON answer are in issue-list-repository.ts.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type {
  IssueDocumentFileTable,
  IssueDocumentTable,
  IssueHistoryTable,
  IssueTable,
} from '../db/schema.ts';

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
  // Customer journeys: a letter the customer sent is listed by its text and its files.
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
 * Customer journeys: the customer dismisses the notification of their own case for good: the text they saw is
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

/** The case with that number, locked until the writing transaction ends; undefined when there is none. */
export function lockIssueByNumber(trx: Database, number: string) {
  return trx
    .selectFrom('issue')
    .select(['id', 'status', 'account_id', 'notification'])
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateIssue(trx: Database, id: number, values: Updateable<IssueTable>): Promise<void> {
  await trx.updateTable('issue').set(values).where('id', '=', id).execute();
}

/** Stores a new case; its id. */
export async function insertIssue(trx: Database, values: Insertable<IssueTable>): Promise<number> {
  const { id } = await trx.insertInto('issue').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findIssueIdByNumber(db: Database, number: string) {
  return db.selectFrom('issue').select('id').where('number', '=', number).executeTakeFirst();
}

export function findIssueId(db: Database, issueId: number) {
  return db.selectFrom('issue').select('id').where('id', '=', issueId).executeTakeFirst();
}

export async function insertHistoryEntry(trx: Database, entry: Insertable<IssueHistoryTable>): Promise<void> {
  await trx.insertInto('issue_history').values(entry).execute();
}

/** Dates the case's history entries of that status (the seeded demo cases' current status). */
export async function dateHistoryEntries(
  db: Database,
  issueId: number,
  value: string,
  date: Date,
): Promise<void> {
  await db
    .updateTable('issue_history')
    .set({ date })
    .where('issue_id', '=', issueId)
    .where('value', '=', value)
    .execute();
}

/** Stores a document of a case (the operator's, as the back office or the demo data give it). */
export async function insertIssueDocument(
  db: Database,
  values: Insertable<IssueDocumentTable>,
): Promise<void> {
  await db.insertInto('issue_document').values(values).execute();
}

/** The case's newest history entry (the case has one: call it after appending). */
export function newestHistoryEntry(trx: Database, issueId: number) {
  return trx
    .selectFrom('issue_history')
    .select(['value', 'description'])
    .where('issue_id', '=', issueId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** False when the case has no such document. */
export async function updateDocumentOfIssue(
  db: Database,
  issueId: number,
  documentId: number,
  change: Updateable<IssueDocumentTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('issue_document')
    .set(change)
    .where('id', '=', documentId)
    .where('issue_id', '=', issueId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a document a customer sent and its already stored files; the document's row. */
export async function insertCustomerDocument(
  trx: Database,
  document: { issueId: number; message: string | null },
  files: Omit<Insertable<IssueDocumentFileTable>, 'document_id'>[],
) {
  const doc = await trx
    .insertInto('issue_document')
    .values({
      issue_id: document.issueId,
      barcode: null,
      status: 'Przekazano do realizacji',
      response_date: null,
      source: 'customer',
      message: document.message,
      collected_at: null,
    })
    .returning(['id', 'barcode', 'status', 'registration_date', 'response_date'])
    .executeTakeFirstOrThrow();
  if (files.length > 0)
    await trx
      .insertInto('issue_document_file')
      .values(files.map((file) => ({ ...file, document_id: doc.id })))
      .execute();
  return doc;
}

/** What customers sent, oldest first, and their files; `collected` filters by whether the back office took it. */
export async function customerDocumentsWithFiles(db: Database, collected?: boolean) {
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
  return { documents, files: await documentFiles(db, documents) };
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

/** The files of these documents, in id order. */
async function documentFiles(db: Database, documents: readonly { id: number }[]) {
  if (documents.length === 0) return [];
  return db
    .selectFrom('issue_document_file')
    .select(['id', 'document_id', 'filename', 'size', 'extension', 'storage_key'])
    .where(
      'document_id',
      'in',
      documents.map((d) => d.id),
    )
    .orderBy('id')
    .execute();
}

/** An account's cases, oldest first (the customer's data export). */
export function accountIssues(db: Database, accountId: number) {
  return db
    .selectFrom('issue')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('registration_date')
    .orderBy('id')
    .execute();
}

/** The documents an account's customer sent to their cases, oldest first, and their files. */
export async function accountCustomerDocumentsWithFiles(db: Database, accountId: number) {
  const documents = await db
    .selectFrom('issue_document')
    .innerJoin('issue', 'issue.id', 'issue_document.issue_id')
    .select([
      'issue_document.id',
      'issue.number',
      'issue_document.message',
      'issue_document.status',
      'issue_document.registration_date',
      'issue_document.response_date',
    ])
    .where('issue.account_id', '=', accountId)
    .where('issue_document.source', '=', 'customer')
    .orderBy('issue_document.id')
    .execute();
  return { documents, files: await documentFiles(db, documents) };
}
