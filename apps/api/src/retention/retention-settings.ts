// Data lifecycle: how long each kind of personal data is kept (docs/privacy.md holds the table, with the reason
// for each period). Every period is a setting; the defaults are the operator's policy unless it says
// otherwise. Periods count from the moment the data stopped being needed (a link expired, a message was
// sent, a back office collected an application), not from when it was written.
import type { SettingsReader } from '../settings-reader.ts';

export interface RetentionSettings {
  /** How often the retention job runs (once per fleet), and how long after a start it runs first. */
  intervalMinutes: number;
  firstRunDelaySeconds: number;
  /** Rows one statement removes, and rows of one kind one run removes: a backlog goes over several runs. */
  batchRows: number;
  maxRowsPerKind: number;
  /** Files one run removes (each is one storage call). */
  maxFilesPerRun: number;
  /** Unconfirmed applications and their files, counted from the expiry of the confirmation link. */
  unconfirmedApplicationDays: number;
  /** Applications the back office collected (ACKNOWLEDGED, APPROVED) and their files. */
  handedOverApplicationDays: number;
  /** Files of customer documents, counted from their collection by the back office. */
  collectedDocumentFileDays: number;
  /** Accounts never activated, counted from the expiry of their last activation link. */
  unactivatedAccountDays: number;
  /** One-time account links (activation, reset, unlock, SSO), counted from their expiry. */
  accountTokenDays: number;
  /** Idempotency keys with their stored answers. */
  idempotencyKeyHours: number;
  /** Failed-login counters of a login name without a lock, counted from the last failure. */
  loginGuardDays: number;
  /** Outgoing messages: the bodies (with their one-time links) after sending or giving up, then the rows. */
  outboxBodyDays: number;
  outboxRowDays: number;
  /** js_error and error_report rows. */
  errorReportDays: number;
  /** The audit trail: who exported, closed or erased whose data (proof of a request handled). */
  auditEventDays: number;
  /** The client's address in an audit event, blanked long before the event goes. */
  auditAddressDays: number;
  /** Verified payment notifications, and the log of refused ones. */
  paymentNotificationDays: number;
  rejectedNotificationDays: number;
  /** Payment orders that were never paid (rejected, expired, failed). */
  unpaidOrderDays: number;
  /** The simulated gateway's book (development and trials only). */
  simulatedTransactionDays: number;
  /** A stored file no record claims is removed once it is this old: an upload in progress is younger. */
  orphanFileGraceMinutes: number;
}

export const defaultRetention: RetentionSettings = {
  intervalMinutes: 60,
  firstRunDelaySeconds: 60,
  batchRows: 500,
  maxRowsPerKind: 20_000,
  maxFilesPerRun: 5_000,
  unconfirmedApplicationDays: 7,
  handedOverApplicationDays: 30,
  collectedDocumentFileDays: 30,
  unactivatedAccountDays: 30,
  accountTokenDays: 7,
  idempotencyKeyHours: 24,
  loginGuardDays: 30,
  outboxBodyDays: 3,
  outboxRowDays: 90,
  errorReportDays: 90,
  // Five years: the limitation period of claims a customer could raise about how a request was handled.
  auditEventDays: 5 * 365,
  // An address answers "was that login from the usual place?" while an incident is looked into; after a
  // quarter it would only follow a person about, and the event (who, what, when, outcome) is enough.
  auditAddressDays: 90,
  paymentNotificationDays: 180,
  rejectedNotificationDays: 30,
  unpaidOrderDays: 90,
  simulatedTransactionDays: 7,
  orphanFileGraceMinutes: 24 * 60,
};

/** The environment variable of each setting (docs/deployment.md lists them). */
export const retentionVariables: Record<keyof RetentionSettings, string> = {
  intervalMinutes: 'RETENTION_INTERVAL_MINUTES',
  firstRunDelaySeconds: 'RETENTION_FIRST_RUN_DELAY_SECONDS',
  batchRows: 'RETENTION_BATCH_ROWS',
  maxRowsPerKind: 'RETENTION_MAX_ROWS_PER_KIND',
  maxFilesPerRun: 'RETENTION_MAX_FILES_PER_RUN',
  unconfirmedApplicationDays: 'RETENTION_UNCONFIRMED_APPLICATION_DAYS',
  handedOverApplicationDays: 'RETENTION_HANDED_OVER_APPLICATION_DAYS',
  collectedDocumentFileDays: 'RETENTION_COLLECTED_DOCUMENT_FILE_DAYS',
  unactivatedAccountDays: 'RETENTION_UNACTIVATED_ACCOUNT_DAYS',
  accountTokenDays: 'RETENTION_ACCOUNT_TOKEN_DAYS',
  idempotencyKeyHours: 'RETENTION_IDEMPOTENCY_KEY_HOURS',
  loginGuardDays: 'RETENTION_LOGIN_GUARD_DAYS',
  outboxBodyDays: 'RETENTION_OUTBOX_BODY_DAYS',
  outboxRowDays: 'RETENTION_OUTBOX_ROW_DAYS',
  errorReportDays: 'RETENTION_ERROR_REPORT_DAYS',
  auditEventDays: 'RETENTION_AUDIT_EVENT_DAYS',
  auditAddressDays: 'RETENTION_AUDIT_ADDRESS_DAYS',
  paymentNotificationDays: 'RETENTION_PAYMENT_NOTIFICATION_DAYS',
  rejectedNotificationDays: 'RETENTION_REJECTED_NOTIFICATION_DAYS',
  unpaidOrderDays: 'RETENTION_UNPAID_ORDER_DAYS',
  simulatedTransactionDays: 'RETENTION_SIMULATED_TRANSACTION_DAYS',
  orphanFileGraceMinutes: 'RETENTION_ORPHAN_FILE_GRACE_MINUTES',
};

/** Bounds of the settings that are not plain periods of at least one unit. */
const bounds: Partial<Record<keyof RetentionSettings, { min: number; max?: number }>> = {
  firstRunDelaySeconds: { min: 0, max: 86_400 },
  batchRows: { min: 1, max: 10_000 },
  // A day of idempotency keys at least: a customer may send a saved draft again the next morning.
  idempotencyKeyHours: { min: 24 },
  // Zero only for tests that crash a process and sweep at once; production refuses less than a request.
  orphanFileGraceMinutes: { min: 0 },
  // The outbox keeps a body no longer than its row.
  outboxBodyDays: { min: 0 },
};

export function retentionConfig(
  settings: SettingsReader,
  { requestTimeoutMs, environment }: { requestTimeoutMs: number; environment: string },
): RetentionSettings {
  const production = environment === 'production';
  // Tests build many short-lived apps on data they arranged: the job waits a period there, as it used to.
  const defaults =
    environment === 'test'
      ? { ...defaultRetention, firstRunDelaySeconds: defaultRetention.intervalMinutes * 60 }
      : defaultRetention;
  const read = {} as RetentionSettings;
  for (const name of Object.keys(defaultRetention) as (keyof RetentionSettings)[]) {
    read[name] = settings.wholeNumber(retentionVariables[name], defaults[name], {
      min: 1,
      ...bounds[name],
    });
  }
  if (read.auditAddressDays > read.auditEventDays)
    settings.refuse(
      `RETENTION_AUDIT_ADDRESS_DAYS=${read.auditAddressDays} is longer than RETENTION_AUDIT_EVENT_DAYS=${read.auditEventDays}: an address cannot outlive its event`,
    );
  if (read.outboxBodyDays > read.outboxRowDays)
    settings.refuse(
      `RETENTION_OUTBOX_BODY_DAYS=${read.outboxBodyDays} is longer than RETENTION_OUTBOX_ROW_DAYS=${read.outboxRowDays}: a message's body cannot outlive its row`,
    );
  // A file younger than the longest request may belong to an upload whose record is still to come.
  if (production && read.orphanFileGraceMinutes * 60_000 < requestTimeoutMs)
    settings.refuse(
      `RETENTION_ORPHAN_FILE_GRACE_MINUTES=${read.orphanFileGraceMinutes} is shorter than a request may last (REQUEST_TIMEOUT_MS): an upload in progress would lose its files`,
    );
  return read;
}
