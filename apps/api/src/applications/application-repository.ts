// The application rows: filing (the number, the application and its attachments' records, written in the
// filing's transaction), confirming by the e-mailed link, and the back office's list, detail, attachments
// and acknowledgement.
import { sql, type Insertable } from 'kysely';
import type { ApplicationAttachmentTable, ApplicationStatus, ApplicationTable } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import { sha256 } from '../lib/tokens.ts';

/** The next application number, `WN/<year>/<six digits>`, from one sequence for all years. */
export async function nextApplicationNumber(trx: Database, now = new Date()): Promise<string> {
  const { seq } = (
    await sql<{ seq: number }>`select nextval('application_number_seq')::int as seq`.execute(trx)
  ).rows[0]!;
  return `WN/${now.getFullYear()}/${String(seq).padStart(6, '0')}`;
}

/** Stores a filed application; its id. */
export async function insertApplication(trx: Database, row: Insertable<ApplicationTable>): Promise<number> {
  const { id } = await trx.insertInto('application').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The records of a filed application's attachments (their files are already stored). */
export async function insertAttachments(
  trx: Database,
  rows: Insertable<ApplicationAttachmentTable>[],
): Promise<void> {
  if (rows.length > 0) await trx.insertInto('application_attachment').values(rows).execute();
}

/** The application a confirmation link belongs to, if any. */
export function findByConfirmToken(db: Database, token: string) {
  return db
    .selectFrom('application')
    .select(['id', 'number', 'form_id', 'status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', sha256(token))
    .executeTakeFirst();
}

/** Confirms an unconfirmed application; false when it was confirmed meanwhile. */
export async function markConfirmed(db: Database, id: number): Promise<boolean> {
  const updated = await db
    .updateTable('application')
    .set({ status: 'CONFIRMED', confirmed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'UNCONFIRMED')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function applicationIdsWithStatus(
  db: Database,
  status: ApplicationStatus,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('application')
    .select('id')
    .where('status', '=', status)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The applications and their attachments, both in id order. */
export async function applicationsWithAttachments(db: Database, ids: number[]) {
  const rows = await db.selectFrom('application').selectAll().where('id', 'in', ids).orderBy('id').execute();
  const attachments = await db
    .selectFrom('application_attachment')
    .selectAll()
    .where('application_id', 'in', ids)
    .orderBy('id')
    .execute();
  return { rows, attachments };
}

/** The answers of an application that exists (a NoResultError otherwise). */
export async function applicationPayload(db: Database, id: number): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('application')
    .select('payload')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.payload;
}

/** A registration is approved: it names the account it created. */
export async function markRegistrationApproved(trx: Database, id: number, accountId: number): Promise<void> {
  await trx
    .updateTable('application')
    // A registration filed by the previous release still carries the password's hash: forgotten here.
    .set({ status: 'APPROVED', account_id: accountId, registration_password_hash: null })
    .where('id', '=', id)
    .execute();
}

export function findAttachment(db: Database, applicationId: number, attachmentId: number) {
  return db
    .selectFrom('application_attachment')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

export async function markAcknowledged(db: Database, id: number): Promise<void> {
  await db
    .updateTable('application')
    .set({ status: 'ACKNOWLEDGED', acknowledged_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** An account's applications and their attachments' records, both in id order (the customer's data export). */
export async function accountApplicationsWithAttachments(db: Database, accountId: number) {
  const applications = await db
    .selectFrom('application')
    .select([
      'id',
      'number',
      'form_id',
      'form_version',
      'status',
      'email',
      'sms_phone',
      'payload',
      'created_at',
      'confirmed_at',
      'acknowledged_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  const attachments = applications.length
    ? await db
        .selectFrom('application_attachment')
        .select(['id', 'application_id', 'field', 'filename', 'size', 'storage_key'])
        .where(
          'application_id',
          'in',
          applications.map((a) => a.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { applications, attachments };
}
