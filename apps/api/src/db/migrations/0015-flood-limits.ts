// Data lifecycle, "nothing stored by strangers":
// - upload_budget: the bytes of files one client address (or one account) had stored in its current
//   window, shared by every replica (uploads/upload-budget.ts);
// - js_error and error_report: a report is kept once per fingerprint; a repeat counts and updates the
//   last-seen time instead of adding a row (reports/error-reports.ts). Rows from before have no fingerprint
//   and stay as they are (a unique index lets any number of NULLs through).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_budget')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_budget_resets_idx').on('upload_budget').column('resets_at').execute();

  for (const table of ['js_error', 'error_report']) {
    await db.schema
      .alterTable(table)
      .addColumn('fingerprint', 'text')
      .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex(`${table}_fingerprint_key`)
      .on(table)
      .column('fingerprint')
      .unique()
      .execute();
  }
  // The code the customer quotes is new at every occurrence: the latest one is kept next to the first.
  await db.schema.alterTable('js_error').addColumn('last_code', 'text').execute();
}
