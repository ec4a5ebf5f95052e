// Deletes what has expired: sessions, spent captcha nonces, rate-limit counters and upload budgets past
// their window, old account tokens, idempotency keys older than a retry can be. Runs hourly, and shortly after a start
// (issue #28: a fleet redeployed more often than hourly never ran it). Each statement is batched
// (retention/batches.ts), so a backlog is removed over several runs without long locks.
import type { Database } from '../db/database.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../idempotency/idempotency.ts';
import { deleteInBatches, inBatches, rowsOf, type BatchLimits } from '../retention/batches.ts';
import { defaultRetention, type RetentionSettings } from '../retention/retention-settings.ts';

export type HousekeepingSettings = Pick<RetentionSettings, 'accountTokenDays' | 'idempotencyKeyHours'> &
  BatchLimits;

export interface HousekeepingCounts {
  sessions: number;
  captchaNonces: number;
  rateLimits: number;
  uploadBudgets: number;
  accountTokens: number;
  idempotencyKeys: number;
}

const defaults: HousekeepingSettings = {
  ...defaultRetention,
  idempotencyKeyHours: IDEMPOTENCY_KEY_LIFETIME_MS / 3_600_000,
};

export async function removeExpired(
  db: Database,
  now = new Date(),
  settings: HousekeepingSettings = defaults,
): Promise<HousekeepingCounts> {
  const tokensBefore = new Date(now.getTime() - settings.accountTokenDays * 86_400_000);
  const keysBefore = new Date(now.getTime() - settings.idempotencyKeyHours * 3_600_000);
  return {
    sessions: await deleteInBatches(db, settings, 'session', (eb) => eb('expires_at', '<', now)),
    captchaNonces: await deleteInBatches(db, settings, 'captcha_spent', (eb) => eb('expires_at', '<', now)),
    rateLimits: await deleteInBatches(db, settings, 'rate_limit', (eb) => eb('reset_at', '<', now)),
    uploadBudgets: await deleteInBatches(db, settings, 'upload_budget', (eb) => eb('resets_at', '<', now)),
    accountTokens: await deleteInBatches(db, settings, 'account_token', (eb) =>
      eb('expires_at', '<', tokensBefore),
    ),
    // Keyed by (scope, key): deleteInBatches takes one column.
    idempotencyKeys: await inBatches(settings, async (limit) =>
      rowsOf(
        await db
          .deleteFrom('idempotency_key')
          .where(({ eb, refTuple, selectFrom }) =>
            eb(
              refTuple('scope', 'key'),
              'in',
              selectFrom('idempotency_key')
                .select(['scope', 'key'])
                .where('created_at', '<', keysBefore)
                .limit(limit)
                .$asTuple('scope', 'key'),
            ),
          )
          .executeTakeFirst(),
      ),
    ),
  };
}
