import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issue')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_description', 'text')
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'timestamptz', (c) => c.notNull())
    /** Values of the known detail properties by key (portal-spec §3 "Detail data labels"). */
    .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    /** Properties the back office adds beyond the known ones: [{ label, value }], shown after them. */
    .addColumn('extra_properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('contact', 'jsonb')
    .addColumn('notification', 'text')
    .addColumn('recent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('no_letter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('historical', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The case list reads one customer's open or historical cases, newest first.
  await db.schema
    .createIndex('issue_account_idx')
    .on('issue')
    .columns(['account_id', 'historical', 'registration_date'])
    .execute();

  await db.schema
    .createTable('issue_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issue.id').onDelete('cascade'))
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('issue_history_issue_idx')
    .on('issue_history')
    .columns(['issue_id', 'date'])
    .execute();

  await db.schema
    .createTable('issue_document')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issue.id').onDelete('cascade'))
    .addColumn('barcode', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('response_date', 'timestamptz')
    /** 'customer': sent through the portal (message and files); 'operator': registered by the back office. */
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('customer', 'operator')`))
    .addColumn('message', 'text')
    .addColumn('collected_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('issue_document_issue_idx').on('issue_document').column('issue_id').execute();

  await db.schema
    .createTable('issue_document_file')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('issue_document.id').onDelete('cascade'),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .execute();
}
