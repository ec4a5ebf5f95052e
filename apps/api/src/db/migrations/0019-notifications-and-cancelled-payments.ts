// Customer journeys, "Cases, letters, invoices, notifications": a customer dismisses a case's notification for good,
// and cancels a payment left waiting at the provider.
// - issue.notification_dismissed: the notification text the customer dismissed. The case counts as
//   notified while its notification differs from it, so a new text from the back office shows again (also
//   one written by the previous release, which knows nothing of this column: expand only).
// - payment_order.status: 'CANCELED', an order the customer cancelled before the provider confirmed it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('issue').addColumn('notification_dismissed', 'text').execute();
  await sql`alter table payment_order drop constraint payment_order_status_check`.execute(db);
  await sql`alter table payment_order add constraint payment_order_status_check
    check (status in ('NEW', 'PENDING', 'PAID', 'REJECTED', 'EXPIRED', 'FAILED', 'CANCELED'))`.execute(db);
}
