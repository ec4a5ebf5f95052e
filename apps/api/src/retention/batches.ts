// Issue #28: the retention job removes a backlog in short statements, so a large one never holds long
// locks or a long transaction: each statement takes at most `batchRows` rows, and one run at most
// `maxRowsPerKind` of one kind; the rest waits for the next run.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { RetentionSettings } from './retention-settings.ts';

export type BatchLimits = Pick<RetentionSettings, 'batchRows' | 'maxRowsPerKind'>;

/** Runs `step(limit)` (which answers how many rows it removed) until it removes fewer, or the run's limit. */
export async function inBatches(
  limits: BatchLimits,
  step: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  while (total < limits.maxRowsPerKind) {
    const limit = Math.min(limits.batchRows, limits.maxRowsPerKind - total);
    const removed = await step(limit);
    total += removed;
    if (removed < limit) break;
  }
  return total;
}

/** The number of rows a Kysely delete or update reports. */
export const rowsOf = (result: { numDeletedRows: bigint } | { numUpdatedRows: bigint }): number =>
  Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The tables the jobs delete from by a single-column key, with that key. */
export const keyOf = {
  session: 'id_hash',
  captcha_spent: 'nonce',
  rate_limit: 'key',
  upload_budget: 'key',
  account_token: 'id',
  login_guard: 'login',
  address_guard: 'address',
  outbox: 'id',
  js_error: 'id',
  error_report: 'id',
  audit_event: 'id',
  payment_notification: 'id',
  payment_notification_rejected: 'id',
  payment_order: 'id',
  simulated_transaction: 'token',
  account: 'id',
} as const;

export type KeyedTable = keyof typeof keyOf;

/**
 * Deletes the rows of `table` that `filter` picks, `batchRows` per statement (the key's subquery takes a
 * batch, the delete removes it), up to `maxRowsPerKind` in one run; answers how many went.
 */
export function deleteInBatches<T extends KeyedTable>(
  db: Database,
  limits: BatchLimits,
  table: T,
  filter: (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>,
): Promise<number> {
  // One table's types stand for all: Kysely cannot follow a table name that is a type parameter.
  const name = table as KeyedTable as 'js_error';
  const key = keyOf[table] as 'id';
  const picks = filter as unknown as (eb: ExpressionBuilder<DB, 'js_error'>) => Expression<SqlBool>;
  return inBatches(limits, async (limit) =>
    rowsOf(
      await db
        .deleteFrom(name)
        .where(key, 'in', (eb) => eb.selectFrom(name).select(key).where(picks).orderBy(key).limit(limit))
        .executeTakeFirst(),
    ),
  );
}
