// The statements of the retention job (retention-job.ts) and the file sweep (orphan-files.ts): each
// removes or blanks at most a batch of rows past a date the job works out from docs/privacy.md's periods,
// so a backlog goes over several short statements (batches.ts) without long locks.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { inBatches, type BatchLimits } from './batches.ts';

/** The number of rows a Kysely delete or update reports. */
export const rowsOf = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }): number =>
  Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);

/** The tables the jobs delete from by a single-column key, with that key. */
export const keyOf = {
  session: 'id_hash',
  captcha_spent: 'nonce',
  rate_limit: 'key',
  upload_budget: 'key',
  account_token: 'id',
  login_guard: 'login',
  address_guard: 'address',
  outbox: 'id',
  js_error: 'id',
  error_report: 'id',
  audit_event: 'id',
  payment_notification: 'id',
  payment_notification_rejected: 'id',
  payment_order: 'id',
  simulated_transaction: 'token',
  account: 'id',
} as const;

export type KeyedTable = keyof typeof keyOf;

/**
 * Deletes the rows of `table` that `filter` picks, `batchRows` per statement (the key's subquery takes a
 * batch, the delete removes it), up to `maxRowsPerKind` in one run; answers how many went.
 */
export function deleteInBatches<T extends KeyedTable>(
  db: Database,
  limits: BatchLimits,
  table: T,
  filter: (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>,
): Promise<number> {
  // One table's types stand for all: Kysely cannot follow a table name that is a type parameter.
  const name = table as KeyedTable as 'js_error';
  const key = keyOf[table] as 'id';
  const picks = filter as unknown as (eb: ExpressionBuilder<DB, 'js_error'>) => Expression<SqlBool>;
  return inBatches(limits, async (limit) =>
    rowsOf(
      await db
        .deleteFrom(name)
        .where(key, 'in', (eb) => eb.selectFrom(name).select(key).where(picks).orderBy(key).limit(limit))
        .executeTakeFirst(),
    ),
  );
}

/** Which applications are past their period. */
export type ApplicationFilter = (eb: ExpressionBuilder<DB, 'application'>) => Expression<SqlBool>;

/** Never confirmed, and the confirmation link expired before `before`. */
export const unconfirmedSince =
  (before: Date): ApplicationFilter =>
  (eb) =>
    eb.and([eb('status', '=', 'UNCONFIRMED'), eb('confirm_expires_at', '<', before)]);

/** Handed over to the back office (acknowledged or approved) before `before`. */
export const handedOverSince =
  (before: Date): ApplicationFilter =>
  (eb) =>
    eb.and([
      eb('status', 'in', ['ACKNOWLEDGED', 'APPROVED']),
      eb(eb.fn.coalesce('acknowledged_at', 'confirmed_at', 'created_at'), '<', before),
    ]);

/** Up to `limit` applications `filter` picks, oldest first, with their attachments' storage keys. */
export async function applicationBatch(db: Database, filter: ApplicationFilter, limit: number) {
  const ids = (
    await db.selectFrom('application').select('id').where(filter).orderBy('id').limit(limit).execute()
  ).map((row) => row.id);
  const files = ids.length
    ? await db
        .selectFrom('application_attachment')
        .select(['application_id', 'storage_key'])
        .where('application_id', 'in', ids)
        .execute()
    : [];
  return { ids, files };
}

/**
 * Deletes those of `ids` that `filter` still picks (a row that changed since it was read stays); their
 * attachments' rows go with them (cascade). Answers the ids deleted.
 */
export async function deleteApplicationsStillMatching(
  db: Database,
  ids: number[],
  filter: ApplicationFilter,
): Promise<Set<number>> {
  const rows = await db
    .deleteFrom('application')
    .where('id', 'in', ids)
    .where(filter)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Deletes up to `limit` file rows of documents collected before `before`; answers their storage keys. */
export async function deleteCollectedDocumentFiles(
  db: Database,
  before: Date,
  limit: number,
): Promise<string[]> {
  const removed = await db
    .deleteFrom('issue_document_file')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('issue_document_file as f')
        .innerJoin('issue_document as d', 'd.id', 'f.document_id')
        .select('f.id')
        .where('d.collected_at', '<', before)
        .orderBy('f.id')
        .limit(limit),
    )
    .returning('storage_key')
    .execute();
  return removed.map((row) => row.storage_key);
}

/**
 * Accounts never activated, created before `before`, with no activation link alive since then and nothing
 * of the operator's (invoices, cases) tied to them.
 */
export function deleteUnactivatedAccounts(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'account', (eb) =>
    eb.and([
      eb('status', '=', 'PENDING'),
      eb('created_at', '<', before),
      eb.not(
        eb.exists(
          eb
            .selectFrom('account_token as t')
            .select('t.id')
            .whereRef('t.account_id', '=', 'account.id')
            .where('t.kind', '=', 'activate')
            .where('t.expires_at', '>=', before),
        ),
      ),
      eb.not(
        eb.exists(eb.selectFrom('invoice as i').select('i.id').whereRef('i.account_id', '=', 'account.id')),
      ),
      eb.not(
        eb.exists(eb.selectFrom('issue as c').select('c.id').whereRef('c.account_id', '=', 'account.id')),
      ),
    ]),
  );
}

/** Failure counts of login names untouched since `before`; a lock stays (removing it would lift it). */
export function deleteQuietLoginGuards(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'login_guard', (eb) =>
    eb.and([eb('locked_at', 'is', null), eb('updated_at', '<', before)]),
  );
}

/** Addresses quiet since `windowStart` (login-guard-repository.ts quietSince): their count no longer counts. */
export function deleteLapsedAddressGuards(db: Database, limits: BatchLimits, windowStart: Date) {
  return deleteInBatches(db, limits, 'address_guard', (eb) =>
    eb(sql<Date>`coalesce(greatest(last_failure_at, blocked_until), window_started_at)`, '<', windowStart),
  );
}

/** Blanks the bodies (with their one-time links) of messages sent, or given up on, before `before`. */
export function blankFinishedOutboxBodies(db: Database, limits: BatchLimits, before: Date) {
  return inBatches(limits, async (limit) =>
    rowsOf(
      await db
        .updateTable('outbox')
        .set({ body_text: '', body_html: null })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'sent'), w('sent_at', '<', before)]),
                w.and([w('status', '=', 'failed'), w('created_at', '<', before)]),
              ]),
            )
            .where((w) => w.or([w('body_text', '<>', ''), w('body_html', 'is not', null)]))
            .orderBy('id')
            .limit(limit),
        )
        .executeTakeFirst(),
    ),
  );
}

export function deleteFinishedOutboxRows(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'outbox', (eb) =>
    eb.and([eb('status', 'in', ['sent', 'failed']), eb('created_at', '<', before)]),
  );
}

export function deleteJsErrors(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'js_error', (eb) => eb('created_at', '<', before));
}

export function deleteErrorReports(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'error_report', (eb) => eb('created_at', '<', before));
}

export function deleteAuditEvents(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'audit_event', (eb) => eb('at', '<', before));
}

/** Blanks the client address of security events older than `before`; the events stay. */
export function blankAuditAddresses(db: Database, limits: BatchLimits, before: Date) {
  return inBatches(limits, async (limit) =>
    rowsOf(
      await db
        .updateTable('audit_event')
        .set({ address: null })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('audit_event')
            .select('id')
            .where('address', 'is not', null)
            .where('at', '<', before)
            .orderBy('id')
            .limit(limit),
        )
        .executeTakeFirst(),
    ),
  );
}

export function deletePaymentNotifications(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'payment_notification', (eb) => eb('received_at', '<', before));
}

export function deleteRejectedNotifications(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'payment_notification_rejected', (eb) => eb('received_at', '<', before));
}

/** Orders never paid, last changed before `before`; a paid one stays with its invoices. */
export function deleteUnpaidOrders(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'payment_order', (eb) =>
    eb.and([eb('status', 'in', ['REJECTED', 'EXPIRED', 'FAILED']), eb('updated_at', '<', before)]),
  );
}

export function deleteSimulatedTransactions(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'simulated_transaction', (eb) => eb('created_at', '<', before));
}

/** The keys among `keys` that an application's attachment or a case document's file claims. */
export async function claimedStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('application_attachment')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .unionAll(db.selectFrom('issue_document_file').select('storage_key').where('storage_key', 'in', keys))
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
