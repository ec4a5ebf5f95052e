// The captcha_spent rows: the nonces of solved challenges, each good for one login only (altcha.ts).
import type { Database } from '../../db/database.ts';

/** Records the nonce as spent until it expires; false when it was spent already. */
export async function spendCaptchaNonce(db: Database, nonce: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insertInto('captcha_spent')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(spent.numInsertedOrUpdatedRows ?? 0) === 1;
}
