// Data lifecycle (RODO): an audit trail of who did what to whose data, and the mark of an erased account.
// - audit_event: one row per recorded action (a customer's export or erasure, a back-office key's, later
//   the security events). `details` never holds personal data: counts, kinds, outcomes.
// - account.erased_at: the account is kept as a tombstone (its e-mail replaced, nothing to sign in with)
//   so that the invoices and payments the operator must keep still point at a row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_event_subject_idx')
    .on('audit_event')
    .columns(['subject_kind', 'subject_id'])
    .execute();
  await db.schema.createIndex('audit_event_at_idx').on('audit_event').column('at').execute();
  await db.schema.alterTable('account').addColumn('erased_at', 'timestamptz').execute();
  await sql`alter table account drop constraint account_status_check`.execute(db);
  await sql`alter table account add constraint account_status_check check (status in ('PENDING', 'ACTIVE', 'ERASED'))`.execute(
    db,
  );
}
