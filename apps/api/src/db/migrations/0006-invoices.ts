import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.references('issue.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('ACTIVE', 'PENDING', 'PAID', 'CANCELED')`),
    )
    /** Integer grosze: money is never a float. */
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('issue_date', 'timestamptz', (c) => c.notNull())
    .addColumn('payment_term', 'timestamptz', (c) => c.notNull())
    .addColumn('payment_date', 'timestamptz')
    .addColumn('investment_address', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('invoice_account_idx')
    .on('invoice')
    .columns(['account_id', 'status'])
    .execute();

  await db.schema
    .createTable('payment_order')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('NEW', 'PENDING', 'PAID', 'REJECTED', 'EXPIRED', 'FAILED')`),
    )
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('payment_order_invoice')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('payment_order.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoice.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_order_invoice_pk', ['order_id', 'invoice_id'])
    .execute();

  await db.schema
    .createTable('payment_notification')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_public_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The simulated gateway's own book of registered transactions (it plays the provider's side).
  await db.schema
    .createTable('simulated_transaction')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('REGISTERED'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
