// Resilience, "a hung mail server freezes every request": an outbox row is claimed with a lease (status
// 'sending' until lease_until), the message is sent with no transaction open, then the row is marked.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop constraint outbox_status_check`.execute(db);
  await sql`alter table outbox add constraint outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed'))`.execute(
    db,
  );
  await db.schema.alterTable('outbox').addColumn('lease_until', 'timestamptz').execute();
  await db.schema.createIndex('outbox_lease_idx').on('outbox').columns(['status', 'lease_until']).execute();
}
