// Resilience: forged notifications were stored whole (122 MB in 2 s). payment_notification keeps only
// verified ones; rejected ones go to a separate log of short excerpts, capped in rows by the server.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_notification_rejected')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('excerpt', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into payment_notification_rejected (provider, outcome, excerpt, received_at)
    select provider, outcome, left(body::text, 200), received_at from payment_notification
    where outcome in ('forged', 'wrong-provider')`.execute(db);
  await sql`delete from payment_notification where outcome in ('forged', 'wrong-provider')`.execute(db);
}
