// Data lifecycle: the retention policy of docs/privacy.md, enforced. One run removes, for each kind of personal
// data, what is past its period, in short batches (batches.ts), then sweeps stored files no record claims
// (orphan-files.ts). A record and its files go in this order: the record first (one short statement, no
// file I/O inside it), then its files; a run that dies in between leaves files no record claims, and the
// sweep of a later run removes them (they are old by then), so a run can always be repeated.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Config } from '../config.ts';
import { sweepUploadLeftovers } from '../uploads/temp-sweep.ts';
import { daysBefore, inBatches } from './batches.ts';
import { sweepOrphanFiles } from './orphan-files.ts';
import type { RetentionSettings } from './retention-settings.ts';
import {
  applicationBatch,
  blankAuditAddresses,
  blankFinishedOutboxBodies,
  deleteApplicationsStillMatching,
  deleteAuditEvents,
  deleteCollectedDocumentFiles,
  deleteErrorReports,
  deleteFinishedOutboxRows,
  deleteJsErrors,
  deleteLapsedAddressGuards,
  deletePaymentNotifications,
  deleteQuietLoginGuards,
  deleteRejectedNotifications,
  deleteSimulatedTransactions,
  deleteUnactivatedAccounts,
  deleteUnpaidOrders,
  handedOverSince,
  unconfirmedSince,
  type ApplicationFilter,
} from './retention-repository.ts';

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
    const { ids, files } = await applicationBatch(db, filter, limit);
    if (ids.length === 0) return 0;
    const removed = await deleteApplicationsStillMatching(db, ids, filter);
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
    const removed = await deleteCollectedDocumentFiles(db, collectedBefore, limit);
    const outcome = await removeFiles(context, removed);
    counts.documentFiles += outcome.removed;
    counts.filesLeft += outcome.left;
    return removed.length;
  });
}

export async function runRetention(context: RetentionContext, now = new Date()): Promise<RetentionCounts> {
  const { db, settings } = context;
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
  counts.unconfirmedApplications = await removeApplications(
    context,
    unconfirmedSince(daysBefore(now, settings.unconfirmedApplicationDays)),
    counts,
  );
  counts.handedOverApplications = await removeApplications(
    context,
    handedOverSince(daysBefore(now, settings.handedOverApplicationDays)),
    counts,
  );
  await removeCollectedDocumentFiles(context, counts, now);

  // Accounts never activated: no live activation link, nothing of the operator's tied to them.
  counts.unactivatedAccounts = await deleteUnactivatedAccounts(
    db,
    settings,
    daysBefore(now, settings.unactivatedAccountDays),
  );

  // Failure counters: a lock stays until lifted (removing it would lift it); the rest after a quiet period.
  counts.loginGuards = await deleteQuietLoginGuards(db, settings, daysBefore(now, settings.loginGuardDays));
  // An address's row counts only within its window; after it, it is dropped.
  const windowStart = new Date(now.getTime() - context.auth.addressWindowMinutes * 60_000);
  counts.addressGuards = await deleteLapsedAddressGuards(db, settings, windowStart);

  // Messages: the body (with its one-time link) once delivered or given up on, the row later.
  counts.outboxBodies = await blankFinishedOutboxBodies(
    db,
    settings,
    daysBefore(now, settings.outboxBodyDays),
  );
  counts.outboxRows = await deleteFinishedOutboxRows(db, settings, daysBefore(now, settings.outboxRowDays));

  const reportsBefore = daysBefore(now, settings.errorReportDays);
  counts.jsErrors = await deleteJsErrors(db, settings, reportsBefore);
  counts.errorReports = await deleteErrorReports(db, settings, reportsBefore);
  counts.auditEvents = await deleteAuditEvents(db, settings, daysBefore(now, settings.auditEventDays));
  // The one personal datum of an event: blanked after its shorter period, the event kept.
  counts.auditAddresses = await blankAuditAddresses(db, settings, daysBefore(now, settings.auditAddressDays));

  counts.paymentNotifications = await deletePaymentNotifications(
    db,
    settings,
    daysBefore(now, settings.paymentNotificationDays),
  );
  counts.rejectedNotifications = await deleteRejectedNotifications(
    db,
    settings,
    daysBefore(now, settings.rejectedNotificationDays),
  );
  // Orders never paid: nothing to account for. A paid one stays with its invoices (the operator's books).
  counts.unpaidOrders = await deleteUnpaidOrders(db, settings, daysBefore(now, settings.unpaidOrderDays));
  counts.simulatedTransactions = await deleteSimulatedTransactions(
    db,
    settings,
    daysBefore(now, settings.simulatedTransactionDays),
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
