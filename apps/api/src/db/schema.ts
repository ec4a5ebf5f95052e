// Row types of every table, matching db/migrations. Kysely types queries with them; db/schema-columns.ts
// and its test keep them in step with the migrations (tables, columns, nullability, defaults).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface SeedRunTable {
  name: string;
  ran_at: CreatedAt;
}

export interface SessionTable {
  /** sha256 of the cookie value: a database leak does not leak usable session ids. */
  id_hash: string;
  user_id: number | null;
  authorities: string[];
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
}

export interface ErrorReportTable {
  id: Generated<number>;
  code: string;
  info: string;
  user_id: number | null;
  created_at: CreatedAt;
  /** Data lifecycle: one row per fingerprint (null on rows from before); repeats raise `occurrences`. */
  fingerprint: string | null;
  occurrences: Generated<number>;
  last_seen_at: Generated<Date>;
}

export interface JsErrorTable {
  id: Generated<number>;
  code: string;
  message: string;
  path: string;
  width: number;
  user_name: string | null;
  user_agent: string;
  stack: string;
  created_at: CreatedAt;
  fingerprint: string | null;
  occurrences: Generated<number>;
  last_seen_at: Generated<Date>;
  /** The code of the latest occurrence (`code` is the first one's). */
  last_code: string | null;
}

/** ERASED: a tombstone (docs/decisions.md "Erasing a customer"): no e-mail, no password, no second factor. */
export type AccountStatus = 'PENDING' | 'ACTIVE' | 'ERASED';
export type CustomerKind = 'private' | 'business';

export interface AccountTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  status: AccountStatus;
  kind: CustomerKind;
  display_name: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: CreatedAt;
  password_changed_at: Date | null;
  /** When the portal account ended (migration 0016); null while it is in use. */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /**
   * The account holder as the registration gave them (migration 0020): what a new application
   * starts with. Null for accounts approved before, for a registration without a phone, and once erased.
   */
  first_name: ColumnType<string | null, string | null | undefined, string | null>;
  last_name: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginGuardTable {
  login: string;
  /** Every failure since the guard was last cleared: wrong passwords and wrong codes. */
  failed_attempts: number;
  /** The wrong codes among them, kept until a code is accepted: a right password does not forget them. */
  second_factor_failures: Generated<number>;
  captcha_required: boolean;
  locked_at: Date | null;
  updated_at: Date;
}

export interface AddressGuardTable {
  address: string;
  failures: number;
  window_started_at: Date;
  /** null on rows from before migration 0007. */
  last_failure_at: Date | null;
  /** No login from the address before this time (per-address slowdown). */
  blocked_until: Date | null;
}

export type AccountTokenKind = 'activate' | 'reset' | 'sso' | 'unlock';

export interface AccountRequestTable {
  id: Generated<number>;
  kind: 'reset' | 'unlock';
  /** The normalized e-mail as typed: an account may or may not have it. */
  login: string;
  created_at: CreatedAt;
}

export interface AccountTokenTable {
  id: Generated<number>;
  account_id: number;
  kind: AccountTokenKind;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface CaptchaSpentTable {
  nonce: string;
  expires_at: Date;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** 'sending': claimed by a worker until lease_until; an expired lease is claimed again. */
  status: ColumnType<OutboxStatus, 'pending' | undefined, OutboxStatus>;
  /** Counted when a worker claims the row; also fences a worker whose lease ran out. */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  lease_until: ColumnType<Date | null, never, Date | null>;
  sent_at: Date | null;
  delivered_via: string | null;
  last_error: string | null;
  created_at: CreatedAt;
}

/** One sending attempt (Idempotency-Key) and the answer it got; see idempotency/idempotency.ts. */
/** Scaling out: when each periodic job last started (lib/periodic-job.ts). */
export interface JobRunTable {
  name: string;
  started_at: Date;
  runs: Generated<number>;
}

/** Scaling out: @fastify/rate-limit counters shared by every replica (plugins/rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: Date;
}

/** Data lifecycle: bytes stored by one address or account in its current window (uploads/upload-budget.ts). */
export interface UploadBudgetTable {
  key: string;
  bytes: number;
  resets_at: Date;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  operation: string;
  request_hash: string;
  response_status: number | null;
  response_body: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

export interface IntegrationKeyTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export type ApplicationStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'ACKNOWLEDGED' | 'APPROVED';

export interface ApplicationTable {
  id: Generated<number>;
  number: string;
  form_id: number;
  form_version: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  email: string;
  sms_phone: string | null;
  account_id: number | null;
  registration_password_hash: string | null;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  confirm_token_hash: string;
  confirm_expires_at: Date;
  confirmed_at: Date | null;
  acknowledged_at: Date | null;
  created_at: CreatedAt;
}

export interface ApplicationAttachmentTable {
  id: Generated<number>;
  application_id: number;
  attachment_id: string;
  field: string;
  filename: string;
  size: number;
  extension: string;
  storage_key: string;
  created_at: CreatedAt;
}

type Json<T> = ColumnType<T, string, string>;

export interface IssueTable {
  id: Generated<number>;
  account_id: number | null;
  number: string;
  barcode: string;
  type: string;
  status: string;
  status_description: string | null;
  client: string;
  address: string;
  registration_date: Date;
  properties: Json<Record<string, string>>;
  extra_properties: Json<{ label: string; value: string }[]>;
  contact: ColumnType<
    { name: string; phone: string | null; email: string | null } | null,
    string | null,
    string | null
  >;
  notification: string | null;
  /** Customer journeys: the notification text the customer dismissed (shown again when the text changes). */
  notification_dismissed: ColumnType<string | null, string | null | undefined, string | null>;
  recent: boolean;
  no_letter: boolean;
  historical: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface IssueHistoryTable {
  id: Generated<number>;
  issue_id: number;
  date: Date;
  value: string;
  description: string | null;
}

export interface IssueDocumentTable {
  id: Generated<number>;
  issue_id: number;
  barcode: string | null;
  status: string;
  registration_date: ColumnType<Date, Date | undefined, Date>;
  response_date: Date | null;
  source: 'customer' | 'operator';
  message: string | null;
  collected_at: Date | null;
}

export interface IssueDocumentFileTable {
  id: Generated<number>;
  document_id: number;
  filename: string;
  size: number;
  extension: string;
  storage_key: string;
}

export type InvoiceStatusValue = 'ACTIVE' | 'PENDING' | 'PAID' | 'CANCELED';

export interface InvoiceTable {
  id: Generated<number>;
  account_id: number;
  issue_id: number | null;
  number: string;
  type: string;
  status: InvoiceStatusValue;
  amount: number;
  issue_date: Date;
  payment_term: Date;
  payment_date: Date | null;
  investment_address: string | null;
  order_id: number | null;
  created_at: CreatedAt;
}

export type PaymentOrderStatus = 'NEW' | 'PENDING' | 'PAID' | 'REJECTED' | 'EXPIRED' | 'FAILED' | 'CANCELED';

export interface PaymentOrderTable {
  id: Generated<number>;
  public_id: string;
  account_id: number;
  status: PaymentOrderStatus;
  total: number;
  title: string;
  provider: string;
  provider_reference: string | null;
  redirect_url: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  paid_at: Date | null;
  /** The provider's id of the payment that paid the order (a different one later is a second payment). */
  paid_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentOrderInvoiceTable {
  order_id: number;
  invoice_id: number;
  amount: number;
}

/** Verified notifications only (signature checked), kept whole. */
export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  order_public_id: string | null;
  outcome: string;
  body: ColumnType<unknown, string, string>;
  received_at: CreatedAt;
}

/** Refused notifications (bad signature, wrong provider): a short excerpt only, capped in rows. */
export interface PaymentNotificationRejectedTable {
  id: Generated<number>;
  provider: string;
  outcome: string;
  ip: string | null;
  excerpt: string | null;
  received_at: CreatedAt;
}

export type ReconciliationReason =
  'unknown-order' | 'amount-mismatch' | 'invoices-not-payable' | 'already-paid';

/** A payment the provider confirmed that could not be booked: the back office refunds or books it by hand. */
export interface PaymentReconciliationTable {
  id: Generated<number>;
  order_id: number | null;
  order_public_id: string;
  provider: string;
  provider_reference: string;
  amount: number;
  currency: string;
  reason: ReconciliationReason;
  created_at: CreatedAt;
  resolved_at: Date | null;
  resolution: string | null;
  resolved_by: string | null;
}

export interface SimulatedTransactionTable {
  token: string;
  session_id: string;
  amount: number;
  description: string;
  email: string;
  return_url: string;
  notify_url: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** visitor: someone not signed in (a failed login), known only by their address. */
export type AuditActorKind = 'customer' | 'backoffice' | 'system' | 'visitor';
export type AuditOutcome = 'success' | 'failure';

/** Data lifecycle: who did what to whose data (audit/audit-trail.ts); `details` holds no personal data. */
export interface AuditEventTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_kind: AuditActorKind;
  actor_id: string | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Operability: the client's address; blanked after RETENTION_AUDIT_ADDRESS_DAYS (docs/privacy.md). */
  address: string | null;
  outcome: ColumnType<AuditOutcome, AuditOutcome | undefined, AuditOutcome>;
}

export interface DB {
  audit_event: AuditEventTable;
  invoice: InvoiceTable;
  payment_order: PaymentOrderTable;
  payment_order_invoice: PaymentOrderInvoiceTable;
  payment_notification: PaymentNotificationTable;
  payment_notification_rejected: PaymentNotificationRejectedTable;
  payment_reconciliation: PaymentReconciliationTable;
  simulated_transaction: SimulatedTransactionTable;
  issue: IssueTable;
  issue_history: IssueHistoryTable;
  issue_document: IssueDocumentTable;
  issue_document_file: IssueDocumentFileTable;
  application: ApplicationTable;
  application_attachment: ApplicationAttachmentTable;
  integration_key: IntegrationKeyTable;
  idempotency_key: IdempotencyKeyTable;
  job_run: JobRunTable;
  rate_limit: RateLimitTable;
  upload_budget: UploadBudgetTable;
  account: AccountTable;
  login_guard: LoginGuardTable;
  address_guard: AddressGuardTable;
  account_token: AccountTokenTable;
  account_request: AccountRequestTable;
  captcha_spent: CaptchaSpentTable;
  outbox: OutboxTable;
  app_secret: AppSecretTable;
  seed_run: SeedRunTable;
  session: SessionTable;
  error_report: ErrorReportTable;
  js_error: JsErrorTable;
}
