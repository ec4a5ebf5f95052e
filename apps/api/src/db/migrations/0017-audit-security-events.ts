// Operability: the audit trail also holds the security events (logins, lockouts, second-factor and password
// changes, back-office calls and keys). They need "from where" (the client's address, personal data kept
// a shorter time than the event: the retention job blanks it, docs/privacy.md) and the outcome, which the
// back office filters on; the reads filter by action and actor, newest first.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_event')
    .addColumn('address', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('success'))
    .execute();
  await sql`alter table audit_event add constraint audit_event_outcome_check check (outcome in ('success', 'failure'))`.execute(
    db,
  );
  await db.schema.createIndex('audit_event_action_idx').on('audit_event').columns(['action', 'id']).execute();
  await db.schema
    .createIndex('audit_event_actor_idx')
    .on('audit_event')
    .columns(['actor_kind', 'actor_id', 'id'])
    .execute();
}
