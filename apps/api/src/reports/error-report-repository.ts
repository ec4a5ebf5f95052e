// The error_report and js_error rows (error-reports.ts fingerprints the reports and decides what is kept).
// A table holds at most `maxRows` distinct reports: the count and the insert are one statement, so another
// replica's insert of the same report cannot come between them.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ErrorReport, RenderError } from './error-reports.ts';

/** Counts one more occurrence of a kept report; false when none has this fingerprint. */
export async function countErrorReportRepeat(db: Database, print: string): Promise<boolean> {
  const repeat = await db
    .updateTable('error_report')
    .set({ occurrences: sql`occurrences + 1`, last_seen_at: sql`now()` })
    .where('fingerprint', '=', print)
    .returning('id')
    .executeTakeFirst();
  return repeat !== undefined;
}

/** Keeps the report unless the table is full; its occurrences, or no row when it was dropped. */
export async function insertErrorReportUnderCap(
  db: Database,
  report: ErrorReport,
  print: string,
  maxRows: number,
): Promise<{ occurrences: number }[]> {
  const { rows } = await sql<{ occurrences: number }>`
    insert into error_report (code, info, user_id, fingerprint)
    select ${report.code}::text, ${report.info}::text, ${report.userId}::integer, ${print}::text
    where (select count(*) from error_report) < ${maxRows}
    on conflict (fingerprint) do update set
      occurrences = error_report.occurrences + 1, last_seen_at = now()
    returning occurrences`.execute(db);
  return rows;
}

/** Counts one more occurrence of a kept render error (with its newest code); false when none has this fingerprint. */
export async function countRenderErrorRepeat(db: Database, print: string, code: string): Promise<boolean> {
  const repeat = await db
    .updateTable('js_error')
    .set({ occurrences: sql`occurrences + 1`, last_seen_at: sql`now()`, last_code: code })
    .where('fingerprint', '=', print)
    .returning('id')
    .executeTakeFirst();
  return repeat !== undefined;
}

/** Keeps the render error unless the table is full; its occurrences, or no row when it was dropped. */
export async function insertRenderErrorUnderCap(
  db: Database,
  report: RenderError,
  print: string,
  maxRows: number,
): Promise<{ occurrences: number }[]> {
  const { rows } = await sql<{ occurrences: number }>`
    insert into js_error (code, message, path, width, user_name, user_agent, stack, fingerprint)
    select ${report.code}::text, ${report.message}::text, ${report.path}::text, ${report.width}::integer,
      ${report.userName ?? null}::text, ${report.userAgent}::text, ${report.stack}::text, ${print}::text
    where (select count(*) from js_error) < ${maxRows}
    on conflict (fingerprint) do update set
      occurrences = js_error.occurrences + 1, last_seen_at = now(), last_code = excluded.code
    returning occurrences`.execute(db);
  return rows;
}
