// The statements of housekeeping.ts: each deletes, batch by batch, the rows of one table whose time is up.
import type { Database } from '../db/database.ts';
import type { BatchLimits } from '../retention/batches.ts';
import { inBatches } from '../retention/batches.ts';
import { deleteInBatches, rowsOf } from '../retention/retention-repository.ts';

export function deleteExpiredSessions(db: Database, limits: BatchLimits, now: Date) {
  return deleteInBatches(db, limits, 'session', (eb) => eb('expires_at', '<', now));
}

export function deleteExpiredCaptchaNonces(db: Database, limits: BatchLimits, now: Date) {
  return deleteInBatches(db, limits, 'captcha_spent', (eb) => eb('expires_at', '<', now));
}

export function deleteEndedRateLimits(db: Database, limits: BatchLimits, now: Date) {
  return deleteInBatches(db, limits, 'rate_limit', (eb) => eb('reset_at', '<', now));
}

export function deleteEndedUploadBudgets(db: Database, limits: BatchLimits, now: Date) {
  return deleteInBatches(db, limits, 'upload_budget', (eb) => eb('resets_at', '<', now));
}

/** Account tokens (links) that expired before `before`. */
export function deleteAccountTokensExpiredBefore(db: Database, limits: BatchLimits, before: Date) {
  return deleteInBatches(db, limits, 'account_token', (eb) => eb('expires_at', '<', before));
}

/** Idempotency keys written before `before`; keyed by (scope, key), which deleteInBatches cannot take. */
export function deleteIdempotencyKeysBefore(db: Database, limits: BatchLimits, before: Date) {
  return inBatches(limits, async (limit) =>
    rowsOf(
      await db
        .deleteFrom('idempotency_key')
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple('scope', 'key'),
            'in',
            selectFrom('idempotency_key')
              .select(['scope', 'key'])
              .where('created_at', '<', before)
              .limit(limit)
              .$asTuple('scope', 'key'),
          ),
        )
        .executeTakeFirst(),
    ),
  );
}
