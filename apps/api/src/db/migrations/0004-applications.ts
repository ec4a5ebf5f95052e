import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence application_number_seq`.execute(db);

  await db.schema
    .createTable('application')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('form_id', 'integer', (c) => c.notNull())
    .addColumn('form_version', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sms_phone', 'text')
    .addColumn('account_id', 'integer', (c) => c.references('account.id').onDelete('set null'))
    /** Form 100: the chosen password, hashed; it becomes the new account's password on approval. */
    .addColumn('registration_password_hash', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('UNCONFIRMED')
        .check(sql`status in ('UNCONFIRMED', 'CONFIRMED', 'ACKNOWLEDGED', 'APPROVED')`),
    )
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_status_idx').on('application').columns(['status', 'id']).execute();

  await db.schema
    .createTable('application_attachment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('application.id').onDelete('cascade'),
    )
    /** The attachment descriptor's id in the form data. */
    .addColumn('attachment_id', 'text', (c) => c.notNull())
    /** JSON pointer of the attachments field the file belongs to. */
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
