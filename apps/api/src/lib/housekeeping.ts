// Deletes what has expired: sessions, spent captcha nonces, old account tokens, idempotency keys older
// than a retry can be. Runs hourly.
import type { Database } from '../db/database.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../idempotency/idempotency.ts';

export async function removeExpired(db: Database, now = new Date()): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<', now).execute();
  await db.deleteFrom('captcha_spent').where('expires_at', '<', now).execute();
  await db.deleteFrom('rate_limit').where('reset_at', '<', now).execute();
  await db
    .deleteFrom('account_token')
    .where('expires_at', '<', new Date(now.getTime() - 30 * 86_400_000))
    .execute();
  await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
    .execute();
}
