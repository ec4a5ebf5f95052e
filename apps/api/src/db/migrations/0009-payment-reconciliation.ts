// Resilience, "payments that arrive late": nothing a provider says was paid is ignored. A paid order
// remembers the provider's transaction (to tell a repeated notification from a second payment), and a
// payment that cannot be booked becomes a reconciliation case for the back office (a refund, usually).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_order').addColumn('paid_transaction_id', 'text').execute();

  await db.schema
    .createTable('payment_reconciliation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.references('payment_order.id').onDelete('set null'))
    /** The session id the provider named, kept even when no order has it. */
    .addColumn('order_public_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The provider's id of the payment (Przelewy24 orderId): one case per payment. */
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(sql`reason in ('unknown-order', 'amount-mismatch', 'invoices-not-payable', 'already-paid')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution', 'text')
    /** The back-office key (system) that resolved it. */
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('payment_reconciliation_payment_key', ['provider', 'provider_reference'])
    .execute();
  await db.schema
    .createIndex('payment_reconciliation_open_idx')
    .on('payment_reconciliation')
    .columns(['resolved_at', 'id'])
    .execute();
}
