// Code structure: the columns the migrations create, as information_schema describes them after the last
// migration (udt_name, is_nullable, whether a default exists). Two checks keep the row types of
// schema.ts from drifting away from the migrations:
// - schema-columns.test.ts runs the migrations (PGlite, or PostgreSQL with DATABASE_URL) and compares
//   information_schema with this description, table by table and column by column;
// - `SchemaDrift` below compares this description with the types of schema.ts at compile time (`pnpm
//   typecheck`): the same tables and columns, the same nullability, a TypeScript type that fits the
//   column's, and no column the types let an insert leave out unless the database fills it.
// A new migration changes this file (the test prints what differs) and schema.ts together.
import type { InsertType, SelectType } from 'kysely';
import type { DB } from './schema.ts';

export type ColumnUdt = 'text' | 'varchar' | 'int4' | 'int8' | 'bool' | 'timestamptz' | 'jsonb' | '_text';

export interface ColumnDescription {
  type: ColumnUdt;
  nullable: boolean;
  /** The column has a default (serial ids, now(), a status's first value, …). */
  default?: true;
}

export const tableColumns = {
  account: {
    id: { type: 'int4', nullable: false, default: true },
    email: { type: 'text', nullable: false },
    password_hash: { type: 'text', nullable: true },
    status: { type: 'text', nullable: false },
    kind: { type: 'text', nullable: false },
    display_name: { type: 'text', nullable: false },
    totp_secret: { type: 'text', nullable: true },
    totp_last_step: { type: 'int8', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    password_changed_at: { type: 'timestamptz', nullable: true },
    erased_at: { type: 'timestamptz', nullable: true },
    first_name: { type: 'text', nullable: true },
    last_name: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
  },
  account_request: {
    id: { type: 'int4', nullable: false, default: true },
    kind: { type: 'text', nullable: false },
    login: { type: 'text', nullable: false },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  account_token: {
    id: { type: 'int4', nullable: false, default: true },
    account_id: { type: 'int4', nullable: false },
    kind: { type: 'text', nullable: false },
    token_hash: { type: 'text', nullable: false },
    expires_at: { type: 'timestamptz', nullable: false },
    used_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  address_guard: {
    address: { type: 'text', nullable: false },
    failures: { type: 'int4', nullable: false, default: true },
    window_started_at: { type: 'timestamptz', nullable: false, default: true },
    last_failure_at: { type: 'timestamptz', nullable: true },
    blocked_until: { type: 'timestamptz', nullable: true },
  },
  app_secret: {
    name: { type: 'text', nullable: false },
    value: { type: 'text', nullable: false },
  },
  application: {
    id: { type: 'int4', nullable: false, default: true },
    number: { type: 'text', nullable: false },
    form_id: { type: 'int4', nullable: false },
    form_version: { type: 'text', nullable: false },
    payload: { type: 'jsonb', nullable: false },
    email: { type: 'text', nullable: false },
    sms_phone: { type: 'text', nullable: true },
    account_id: { type: 'int4', nullable: true },
    registration_password_hash: { type: 'text', nullable: true },
    status: { type: 'text', nullable: false, default: true },
    confirm_token_hash: { type: 'text', nullable: false },
    confirm_expires_at: { type: 'timestamptz', nullable: false },
    confirmed_at: { type: 'timestamptz', nullable: true },
    acknowledged_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  application_attachment: {
    id: { type: 'int4', nullable: false, default: true },
    application_id: { type: 'int4', nullable: false },
    attachment_id: { type: 'text', nullable: false },
    field: { type: 'text', nullable: false },
    filename: { type: 'text', nullable: false },
    size: { type: 'int4', nullable: false },
    extension: { type: 'text', nullable: false },
    storage_key: { type: 'text', nullable: false },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  audit_event: {
    id: { type: 'int4', nullable: false, default: true },
    at: { type: 'timestamptz', nullable: false, default: true },
    actor_kind: { type: 'text', nullable: false },
    actor_id: { type: 'text', nullable: true },
    action: { type: 'text', nullable: false },
    subject_kind: { type: 'text', nullable: true },
    subject_id: { type: 'text', nullable: true },
    details: { type: 'jsonb', nullable: false, default: true },
    address: { type: 'text', nullable: true },
    outcome: { type: 'text', nullable: false, default: true },
  },
  captcha_spent: {
    nonce: { type: 'text', nullable: false },
    expires_at: { type: 'timestamptz', nullable: false },
  },
  error_report: {
    id: { type: 'int4', nullable: false, default: true },
    code: { type: 'text', nullable: false },
    info: { type: 'text', nullable: false },
    user_id: { type: 'int4', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    fingerprint: { type: 'text', nullable: true },
    occurrences: { type: 'int4', nullable: false, default: true },
    last_seen_at: { type: 'timestamptz', nullable: false, default: true },
  },
  idempotency_key: {
    scope: { type: 'text', nullable: false },
    key: { type: 'text', nullable: false },
    operation: { type: 'text', nullable: false },
    request_hash: { type: 'text', nullable: false },
    response_status: { type: 'int4', nullable: true },
    response_body: { type: 'jsonb', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  integration_key: {
    id: { type: 'int4', nullable: false, default: true },
    name: { type: 'text', nullable: false },
    key_hash: { type: 'text', nullable: false },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    revoked_at: { type: 'timestamptz', nullable: true },
  },
  invoice: {
    id: { type: 'int4', nullable: false, default: true },
    account_id: { type: 'int4', nullable: false },
    issue_id: { type: 'int4', nullable: true },
    number: { type: 'text', nullable: false },
    type: { type: 'text', nullable: false },
    status: { type: 'text', nullable: false },
    amount: { type: 'int4', nullable: false },
    issue_date: { type: 'timestamptz', nullable: false },
    payment_term: { type: 'timestamptz', nullable: false },
    payment_date: { type: 'timestamptz', nullable: true },
    investment_address: { type: 'text', nullable: true },
    order_id: { type: 'int4', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  issue: {
    id: { type: 'int4', nullable: false, default: true },
    account_id: { type: 'int4', nullable: true },
    number: { type: 'text', nullable: false },
    barcode: { type: 'text', nullable: false },
    type: { type: 'text', nullable: false },
    status: { type: 'text', nullable: false },
    status_description: { type: 'text', nullable: true },
    client: { type: 'text', nullable: false },
    address: { type: 'text', nullable: false },
    registration_date: { type: 'timestamptz', nullable: false },
    properties: { type: 'jsonb', nullable: false, default: true },
    extra_properties: { type: 'jsonb', nullable: false, default: true },
    contact: { type: 'jsonb', nullable: true },
    notification: { type: 'text', nullable: true },
    recent: { type: 'bool', nullable: false, default: true },
    no_letter: { type: 'bool', nullable: false, default: true },
    historical: { type: 'bool', nullable: false, default: true },
    updated_at: { type: 'timestamptz', nullable: false, default: true },
    notification_dismissed: { type: 'text', nullable: true },
  },
  issue_document: {
    id: { type: 'int4', nullable: false, default: true },
    issue_id: { type: 'int4', nullable: false },
    barcode: { type: 'text', nullable: true },
    status: { type: 'text', nullable: false },
    registration_date: { type: 'timestamptz', nullable: false, default: true },
    response_date: { type: 'timestamptz', nullable: true },
    source: { type: 'text', nullable: false },
    message: { type: 'text', nullable: true },
    collected_at: { type: 'timestamptz', nullable: true },
  },
  issue_document_file: {
    id: { type: 'int4', nullable: false, default: true },
    document_id: { type: 'int4', nullable: false },
    filename: { type: 'text', nullable: false },
    size: { type: 'int4', nullable: false },
    extension: { type: 'text', nullable: false },
    storage_key: { type: 'text', nullable: false },
  },
  issue_history: {
    id: { type: 'int4', nullable: false, default: true },
    issue_id: { type: 'int4', nullable: false },
    date: { type: 'timestamptz', nullable: false },
    value: { type: 'text', nullable: false },
    description: { type: 'text', nullable: true },
  },
  job_run: {
    name: { type: 'text', nullable: false },
    started_at: { type: 'timestamptz', nullable: false },
    runs: { type: 'int4', nullable: false, default: true },
  },
  js_error: {
    id: { type: 'int4', nullable: false, default: true },
    code: { type: 'text', nullable: false },
    message: { type: 'text', nullable: false },
    path: { type: 'text', nullable: false },
    width: { type: 'int4', nullable: false },
    user_name: { type: 'text', nullable: true },
    user_agent: { type: 'text', nullable: false },
    stack: { type: 'text', nullable: false },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    fingerprint: { type: 'text', nullable: true },
    occurrences: { type: 'int4', nullable: false, default: true },
    last_seen_at: { type: 'timestamptz', nullable: false, default: true },
    last_code: { type: 'text', nullable: true },
  },
  login_guard: {
    login: { type: 'text', nullable: false },
    failed_attempts: { type: 'int4', nullable: false, default: true },
    second_factor_failures: { type: 'int4', nullable: false, default: true },
    captcha_required: { type: 'bool', nullable: false, default: true },
    locked_at: { type: 'timestamptz', nullable: true },
    updated_at: { type: 'timestamptz', nullable: false, default: true },
  },
  outbox: {
    id: { type: 'int4', nullable: false, default: true },
    channel: { type: 'text', nullable: false },
    recipient: { type: 'text', nullable: false },
    subject: { type: 'text', nullable: false, default: true },
    body_text: { type: 'text', nullable: false },
    body_html: { type: 'text', nullable: true },
    status: { type: 'text', nullable: false, default: true },
    attempts: { type: 'int4', nullable: false, default: true },
    next_attempt_at: { type: 'timestamptz', nullable: false, default: true },
    sent_at: { type: 'timestamptz', nullable: true },
    delivered_via: { type: 'text', nullable: true },
    last_error: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    lease_until: { type: 'timestamptz', nullable: true },
  },
  payment_notification: {
    id: { type: 'int4', nullable: false, default: true },
    provider: { type: 'text', nullable: false },
    order_public_id: { type: 'text', nullable: true },
    outcome: { type: 'text', nullable: false },
    body: { type: 'jsonb', nullable: false },
    received_at: { type: 'timestamptz', nullable: false, default: true },
  },
  payment_notification_rejected: {
    id: { type: 'int4', nullable: false, default: true },
    provider: { type: 'text', nullable: false },
    outcome: { type: 'text', nullable: false },
    ip: { type: 'text', nullable: true },
    excerpt: { type: 'text', nullable: true },
    received_at: { type: 'timestamptz', nullable: false, default: true },
  },
  payment_order: {
    id: { type: 'int4', nullable: false, default: true },
    public_id: { type: 'text', nullable: false },
    account_id: { type: 'int4', nullable: false },
    status: { type: 'text', nullable: false },
    total: { type: 'int4', nullable: false },
    title: { type: 'text', nullable: false },
    provider: { type: 'text', nullable: false },
    provider_reference: { type: 'text', nullable: true },
    redirect_url: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    updated_at: { type: 'timestamptz', nullable: false, default: true },
    paid_at: { type: 'timestamptz', nullable: true },
    paid_transaction_id: { type: 'text', nullable: true },
  },
  payment_order_invoice: {
    order_id: { type: 'int4', nullable: false },
    invoice_id: { type: 'int4', nullable: false },
    amount: { type: 'int4', nullable: false },
  },
  payment_reconciliation: {
    id: { type: 'int4', nullable: false, default: true },
    order_id: { type: 'int4', nullable: true },
    order_public_id: { type: 'text', nullable: false },
    provider: { type: 'text', nullable: false },
    provider_reference: { type: 'text', nullable: false },
    amount: { type: 'int4', nullable: false },
    currency: { type: 'text', nullable: false },
    reason: { type: 'text', nullable: false },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    resolved_at: { type: 'timestamptz', nullable: true },
    resolution: { type: 'text', nullable: true },
    resolved_by: { type: 'text', nullable: true },
  },
  rate_limit: {
    key: { type: 'text', nullable: false },
    hits: { type: 'int4', nullable: false },
    reset_at: { type: 'timestamptz', nullable: false, default: true },
  },
  seed_run: {
    name: { type: 'text', nullable: false },
    ran_at: { type: 'timestamptz', nullable: false, default: true },
  },
  session: {
    id_hash: { type: 'text', nullable: false },
    user_id: { type: 'int4', nullable: true },
    authorities: { type: '_text', nullable: false, default: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
    last_seen_at: { type: 'timestamptz', nullable: false, default: true },
    expires_at: { type: 'timestamptz', nullable: false },
  },
  simulated_transaction: {
    token: { type: 'text', nullable: false },
    session_id: { type: 'text', nullable: false },
    amount: { type: 'int4', nullable: false },
    description: { type: 'text', nullable: false },
    email: { type: 'text', nullable: false },
    return_url: { type: 'text', nullable: false },
    notify_url: { type: 'text', nullable: false },
    status: { type: 'text', nullable: false, default: true },
    created_at: { type: 'timestamptz', nullable: false, default: true },
  },
  upload_budget: {
    key: { type: 'text', nullable: false },
    bytes: { type: 'int8', nullable: false },
    resets_at: { type: 'timestamptz', nullable: false },
  },
} as const satisfies Record<string, Record<string, ColumnDescription>>;

type Described = typeof tableColumns;
type Descriptions = Record<string, Record<string, ColumnDescription>>;

/** The TypeScript type a value of the column reads as (db/database.ts parses int8 as a number). */
interface TsOfUdt {
  text: string;
  varchar: string;
  int4: number;
  int8: number;
  bool: boolean;
  timestamptz: Date;
  jsonb: unknown;
  _text: string[];
}

type Keys<T> = Extract<keyof T, string>;

type ColumnDrift<Where extends string, Type, Description extends ColumnDescription> =
  // A JSON column typed `unknown` says nothing about null; every other type does.
  | (unknown extends SelectType<Type>
      ? never
      : (null extends SelectType<Type> ? true : false) extends Description['nullable']
        ? never
        : `${Where}: nullable in only one of schema.ts and the migrations`)
  | (NonNullable<SelectType<Type>> extends TsOfUdt[Description['type']]
      ? never
      : `${Where}: the type in schema.ts does not fit ${Description['type']}`)
  | (undefined extends InsertType<Type>
      ? Description extends { default: true }
        ? never
        : Description['nullable'] extends true
          ? never
          : `${Where}: schema.ts lets an insert leave it out, but it has no default`
      : never);

type TableDrift<Table extends string, Types, Columns extends Record<string, ColumnDescription>> =
  | `${Table}.${Exclude<Keys<Types>, Keys<Columns>>}: in schema.ts, not in the migrations`
  | `${Table}.${Exclude<Keys<Columns>, Keys<Types>>}: in the migrations, not in schema.ts`
  | {
      [Column in Keys<Types> & Keys<Columns>]: ColumnDrift<
        `${Table}.${Column}`,
        Types[Column],
        Columns[Column]
      >;
    }[Keys<Types> & Keys<Columns>];

/** Every difference between row types and a description of the tables; never when they agree. */
export type SchemaDriftOf<Tables, Description extends Descriptions> =
  | `${Exclude<Keys<Tables>, Keys<Description>>}: a table in schema.ts, not in the migrations`
  | `${Exclude<Keys<Description>, Keys<Tables>>}: a table in the migrations, not in schema.ts`
  | {
      [Table in Keys<Tables> & Keys<Description>]: TableDrift<Table, Tables[Table], Description[Table]>;
    }[Keys<Tables> & Keys<Description>];

export type SchemaDrift = SchemaDriftOf<DB, Described>;

/**
 * Compiles only while schema.ts agrees with the description; otherwise `pnpm typecheck` names the first
 * difference ("Type '"account.email: nullable in only one of …"' is not assignable to type 'never'").
 */
function agree<Drift extends never>(): Drift[] {
  return [];
}
export const schemaDrift = agree<SchemaDrift>();
