// The upload_budget rows: the bytes one client address or one account stored in its open window, shared
// by every replica (upload-budget.ts holds the rules: what a request reserves, what it is refused).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface UploadBudgetState {
  used: number;
  resetsAt: Date;
}

/** The key's open window: the bytes counted in it and when it ends; null when none is open. */
export async function openUploadBudget(db: Database, key: string): Promise<UploadBudgetState | null> {
  const row = await db
    .selectFrom('upload_budget')
    .select(['bytes', 'resets_at'])
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { used: Number(row.bytes), resetsAt: row.resets_at } : null;
}

/** Adds `bytes` to the key's window if they fit under `limit` (one statement: replicas cannot both pass). */
export async function tryReserveUploadBytes(
  db: Database,
  key: string,
  bytes: number,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const { rows } = await sql<{ bytes: number }>`
    insert into upload_budget (key, bytes, resets_at)
    values (${key}, ${bytes}, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      bytes = case when upload_budget.resets_at <= now() then excluded.bytes
                   else upload_budget.bytes + excluded.bytes end,
      resets_at = case when upload_budget.resets_at <= now() then excluded.resets_at
                       else upload_budget.resets_at end
    where upload_budget.resets_at <= now() or upload_budget.bytes + excluded.bytes <= ${limit}
    returning bytes`.execute(db);
  return rows.length > 0;
}

/** Adds `delta` bytes (a refund when negative) to the key's count, never below zero. */
export async function adjustUploadBudget(db: Database, key: string, delta: number): Promise<void> {
  await db
    .updateTable('upload_budget')
    .set({ bytes: sql<number>`greatest(0, bytes + ${delta})` })
    .where('key', '=', key)
    .execute();
}
