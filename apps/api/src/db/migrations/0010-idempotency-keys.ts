// Resilience, "a retried submission creates a second application": the Idempotency-Key of each sending
// attempt, with the answer it got, written in the same transaction as the application or document.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_key')
    /** Whose key: 'account:<id>' or 'session:<sha256 of the visitor's session binding>'. */
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    /** sha256 of the request (form and data or case and text, every file's name and content). */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_key_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_key_created_idx')
    .on('idempotency_key')
    .column('created_at')
    .execute();
}
