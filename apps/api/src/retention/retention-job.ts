// Issue #28: the retention policy of docs/privacy.md, enforced. One run removes, for each kind of personal
// data, what is past its period, in short batches (batches.ts), then sweeps stored files no record claims
// (orphan-files.ts). A record and its files go in this order: the record first (one short statement, no
// file I/O inside it), then its files; a run that dies in between leaves files no record claims, and the
// sweep of a later run removes them (they are old by then), so a run can always be repeated.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Config } from '../config.ts';
import { sweepUploadLeftovers } from '../uploads/temp-sweep.ts';
import { daysBefore, deleteInBatches, inBatches, rowsOf, type KeyedTable } from './batches.ts';
import { sweepOrphanFiles } from './orphan-files.ts';
import type { RetentionSettings } from './retention-settings.ts';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface RetentionContext {
  db: Database;
  storage: FileStorage;
  settings: RetentionSettings;
  /** The per-address login window: an address_guard row is dropped once it no longer counts. */
  auth: Pick<Config['auth'], 'addressWindowMinutes'>;
  log?: FastifyBaseLogger;
  /** The temporary folder of uploads (tests give their own). */
  uploadTmpDir?: string;
}

export interface RetentionCounts {
  unconfirmedApplications: number;
  handedOverApplications: number;
  applicationFiles: number;
  documentFiles: number;
  unactivatedAccounts: number;
  loginGuards: number;
  addressGuards: number;
  outboxBodies: number;
  outboxRows: number;
  jsErrors: number;
  errorReports: number;
  auditEvents: number;
  auditAddresses: number;
  paymentNotifications: number;
  rejectedNotifications: number;
  unpaidOrders: number;
  simulatedTransactions: number;
  uploadFolders: number;
  orphanFiles: number;
  /** Files of removed records, or unclaimed ones, the store would not remove now: the next sweep tries. */
  filesLeft: number;
  /** 1 when the store could not be listed (it was away): the sweep of unclaimed files waits a run. */
  sweepFailures: number;
}

type ApplicationFilter = (eb: ExpressionBuilder<DB, 'application'>) => Expression<SqlBool>;

/** Removes files of records already removed; a failure leaves the file to the orphan sweep. */
async function removeFiles(
  context: RetentionContext,
  keys: string[],
): Promise<{ removed: number; left: number }> {
  let removed = 0;
  for (const key of keys) {
    try {
      await context.storage.remove(key);
      removed++;
    } catch (error) {
      context.log?.warn(
        { err: error, key },
        'a file of a removed record could not be removed; the sweep will',
      );
    }
  }
  return { removed, left: keys.length - removed };
}

/** Applications matching `filter`, their attachments' records, then their files; answers the counts. */
async function removeApplications(
  context: RetentionContext,
  filter: ApplicationFilter,
  counts: RetentionCounts,
): Promise<number> {
  const { db } = context;
  return inBatches(context.settings, async (limit) => {
    const ids = (
      await db.selectFrom('application').select('id').where(filter).orderBy('id').limit(limit).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    const files = await db
      .selectFrom('application_attachment')
      .select(['application_id', 'storage_key'])
      .where('application_id', 'in', ids)
      .execute();
    // The filter again: a row that changed since it was read stays. Attachments go with it (cascade).
    const removed = new Set(
      (await db.deleteFrom('application').where('id', 'in', ids).where(filter).returning('id').execute()).map(
        (row) => row.id,
      ),
    );
    const outcome = await removeFiles(
      context,
      files.filter((file) => removed.has(file.application_id)).map((file) => file.storage_key),
    );
    counts.applicationFiles += outcome.removed;
    counts.filesLeft += outcome.left;
    // A full batch read means there may be more, even if some rows changed meanwhile.
    return ids.length;
  });
}

async function removeCollectedDocumentFiles(context: RetentionContext, counts: RetentionCounts, now: Date) {
  const { db, settings } = context;
  const collectedBefore = daysBefore(now, settings.collectedDocumentFileDays);
  await inBatches(settings, async (limit) => {
    const removed = await db
      .deleteFrom('issue_document_file')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('issue_document_file as f')
          .innerJoin('issue_document as d', 'd.id', 'f.document_id')
          .select('f.id')
          .where('d.collected_at', '<', collectedBefore)
          .orderBy('f.id')
          .limit(limit),
      )
      .returning('storage_key')
      .execute();
    const outcome = await removeFiles(
      context,
      removed.map((row) => row.storage_key),
    );
    counts.documentFiles += outcome.removed;
    counts.filesLeft += outcome.left;
    return removed.length;
  });
}

export async function runRetention(context: RetentionContext, now = new Date()): Promise<RetentionCounts> {
  const { db, settings } = context;
  const remove: <T extends KeyedTable>(
    table: T,
    filter: (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>,
  ) => Promise<number> = (table, filter) => deleteInBatches(db, settings, table, filter);
  const counts: RetentionCounts = {
    unconfirmedApplications: 0,
    handedOverApplications: 0,
    applicationFiles: 0,
    documentFiles: 0,
    unactivatedAccounts: 0,
    loginGuards: 0,
    addressGuards: 0,
    outboxBodies: 0,
    outboxRows: 0,
    jsErrors: 0,
    errorReports: 0,
    auditEvents: 0,
    auditAddresses: 0,
    paymentNotifications: 0,
    rejectedNotifications: 0,
    unpaidOrders: 0,
    simulatedTransactions: 0,
    uploadFolders: 0,
    orphanFiles: 0,
    filesLeft: 0,
    sweepFailures: 0,
  };

  // Applications: never confirmed (the link long dead), or handed over to the back office, which keeps them.
  const linkExpiredBefore = daysBefore(now, settings.unconfirmedApplicationDays);
  counts.unconfirmedApplications = await removeApplications(
    context,
    (eb) => eb.and([eb('status', '=', 'UNCONFIRMED'), eb('confirm_expires_at', '<', linkExpiredBefore)]),
    counts,
  );
  const handedOverBefore = daysBefore(now, settings.handedOverApplicationDays);
  counts.handedOverApplications = await removeApplications(
    context,
    (eb) =>
      eb.and([
        eb('status', 'in', ['ACKNOWLEDGED', 'APPROVED']),
        eb(eb.fn.coalesce('acknowledged_at', 'confirmed_at', 'created_at'), '<', handedOverBefore),
      ]),
    counts,
  );
  await removeCollectedDocumentFiles(context, counts, now);

  // Accounts never activated: no live activation link, nothing of the operator's tied to them.
  const activationExpiredBefore = daysBefore(now, settings.unactivatedAccountDays);
  counts.unactivatedAccounts = await remove('account', (eb) =>
    eb.and([
      eb('status', '=', 'PENDING'),
      eb('created_at', '<', activationExpiredBefore),
      eb.not(
        eb.exists(
          eb
            .selectFrom('account_token as t')
            .select('t.id')
            .whereRef('t.account_id', '=', 'account.id')
            .where('t.kind', '=', 'activate')
            .where('t.expires_at', '>=', activationExpiredBefore),
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

  // Failure counters: a lock stays until lifted (removing it would lift it); the rest after a quiet period.
  const quietBefore = daysBefore(now, settings.loginGuardDays);
  counts.loginGuards = await remove('login_guard', (eb) =>
    eb.and([eb('locked_at', 'is', null), eb('updated_at', '<', quietBefore)]),
  );
  // An address's row counts only within its window (login-guard.ts quietSince); after it, it is dropped.
  const windowStart = new Date(now.getTime() - context.auth.addressWindowMinutes * 60_000);
  counts.addressGuards = await remove('address_guard', (eb) =>
    eb(sql<Date>`coalesce(greatest(last_failure_at, blocked_until), window_started_at)`, '<', windowStart),
  );

  // Messages: the body (with its one-time link) once delivered or given up on, the row later.
  const bodyBefore = daysBefore(now, settings.outboxBodyDays);
  counts.outboxBodies = await inBatches(settings, async (limit) =>
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
                w.and([w('status', '=', 'sent'), w('sent_at', '<', bodyBefore)]),
                w.and([w('status', '=', 'failed'), w('created_at', '<', bodyBefore)]),
              ]),
            )
            .where((w) => w.or([w('body_text', '<>', ''), w('body_html', 'is not', null)]))
            .orderBy('id')
            .limit(limit),
        )
        .executeTakeFirst(),
    ),
  );
  const rowBefore = daysBefore(now, settings.outboxRowDays);
  counts.outboxRows = await remove('outbox', (eb) =>
    eb.and([eb('status', 'in', ['sent', 'failed']), eb('created_at', '<', rowBefore)]),
  );

  const reportsBefore = daysBefore(now, settings.errorReportDays);
  counts.jsErrors = await remove('js_error', (eb) => eb('created_at', '<', reportsBefore));
  counts.errorReports = await remove('error_report', (eb) => eb('created_at', '<', reportsBefore));
  const auditBefore = daysBefore(now, settings.auditEventDays);
  counts.auditEvents = await remove('audit_event', (eb) => eb('at', '<', auditBefore));
  // The one personal datum of an event (issue #29): blanked after its shorter period, the event kept.
  const addressBefore = daysBefore(now, settings.auditAddressDays);
  counts.auditAddresses = await inBatches(settings, async (limit) =>
    rowsOf(
      await db
        .updateTable('audit_event')
        .set({ address: null })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('audit_event')
            .select('id')
            .where('address', 'is not', null)
            .where('at', '<', addressBefore)
            .orderBy('id')
            .limit(limit),
        )
        .executeTakeFirst(),
    ),
  );

  const notificationsBefore = daysBefore(now, settings.paymentNotificationDays);
  counts.paymentNotifications = await remove('payment_notification', (eb) =>
    eb('received_at', '<', notificationsBefore),
  );
  const rejectedBefore = daysBefore(now, settings.rejectedNotificationDays);
  counts.rejectedNotifications = await remove('payment_notification_rejected', (eb) =>
    eb('received_at', '<', rejectedBefore),
  );
  // Orders never paid: nothing to account for. A paid one stays with its invoices (the operator's books).
  const unpaidBefore = daysBefore(now, settings.unpaidOrderDays);
  counts.unpaidOrders = await remove('payment_order', (eb) =>
    eb.and([eb('status', 'in', ['REJECTED', 'EXPIRED', 'FAILED']), eb('updated_at', '<', unpaidBefore)]),
  );
  const simulatedBefore = daysBefore(now, settings.simulatedTransactionDays);
  counts.simulatedTransactions = await remove('simulated_transaction', (eb) =>
    eb('created_at', '<', simulatedBefore),
  );

  // Temporary upload folders of processes that died mid-request (start-up sweeps only its own machine's).
  try {
    counts.uploadFolders = (
      await sweepUploadLeftovers(context.uploadTmpDir === undefined ? {} : { dir: context.uploadTmpDir })
    ).length;
  } catch (error) {
    // The folders are this machine's, not the fleet's: the rest of the run goes on.
    context.log?.warn({ err: error }, 'could not sweep leftover upload folders');
  }

  try {
    const sweep = await sweepOrphanFiles(
      db,
      context.storage,
      {
        graceMs: settings.orphanFileGraceMinutes * 60_000,
        maxFiles: Math.max(0, settings.maxFilesPerRun - counts.applicationFiles - counts.documentFiles),
      },
      context.log,
      now,
    );
    counts.orphanFiles = sweep.removed;
    counts.filesLeft += sweep.failed;
  } catch (error) {
    // A store that is away cannot be listed: the records above are gone all the same, the sweep waits.
    context.log?.warn(
      { err: error },
      'the file store could not be listed; unclaimed files wait for the next run',
    );
    counts.sweepFailures = 1;
  }
  return counts;
}
