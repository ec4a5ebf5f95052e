// Deletes what has expired: sessions, spent captcha nonces, rate-limit counters and upload budgets past
// their window, old account tokens, idempotency keys older than a retry can be. Runs hourly, and shortly after a start
// (a fleet redeployed more often than hourly never ran it). Each statement is batched
// (retention/batches.ts), so a backlog is removed over several runs without long locks.
import type { Database } from '../db/database.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../idempotency/idempotency.ts';
import type { BatchLimits } from '../retention/batches.ts';
import { defaultRetention, type RetentionSettings } from '../retention/retention-settings.ts';
import {
  deleteAccountTokensExpiredBefore,
  deleteEndedRateLimits,
  deleteEndedUploadBudgets,
  deleteExpiredCaptchaNonces,
  deleteExpiredSessions,
  deleteIdempotencyKeysBefore,
} from './housekeeping-repository.ts';

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
    sessions: await deleteExpiredSessions(db, settings, now),
    captchaNonces: await deleteExpiredCaptchaNonces(db, settings, now),
    rateLimits: await deleteEndedRateLimits(db, settings, now),
    uploadBudgets: await deleteEndedUploadBudgets(db, settings, now),
    accountTokens: await deleteAccountTokensExpiredBefore(db, settings, tokensBefore),
    idempotencyKeys: await deleteIdempotencyKeysBefore(db, settings, keysBefore),
  };
}
