// What the payment-notification endpoint keeps (forged notifications filled the database,
// 122 MB in 2 s). A verified notification is kept whole: it is evidence of a payment. A refused one
// (bad signature, another provider) keeps only who sent it, when, and a short excerpt, in a log capped in
// rows, so a flood costs at most the cap whatever its size or rate.
import type { Database } from '../db/database.ts';

/** A provider's notification is a few hundred bytes; anything near this is not one. */
export const NOTIFICATION_BODY_LIMIT = 8 * 1024;

/** Characters of a refused body kept for diagnosis. */
export const REJECTED_EXCERPT_LENGTH = 200;

export async function recordVerifiedNotification(
  db: Database,
  entry: { provider: string; sessionId: string; outcome: string; body: unknown },
): Promise<void> {
  await db
    .insertInto('payment_notification')
    .values({
      provider: entry.provider,
      order_public_id: entry.sessionId,
      outcome: entry.outcome,
      body: JSON.stringify(entry.body ?? null),
    })
    .execute();
}

export async function recordRejectedNotification(
  db: Database,
  entry: { provider: string; outcome: string; ip: string; body: unknown },
  cap: number,
): Promise<void> {
  const text = typeof entry.body === 'string' ? entry.body : (JSON.stringify(entry.body ?? null) ?? '');
  await db
    .insertInto('payment_notification_rejected')
    .values({
      provider: entry.provider.slice(0, 64),
      outcome: entry.outcome,
      ip: entry.ip.slice(0, 64),
      excerpt: text.slice(0, REJECTED_EXCERPT_LENGTH),
    })
    .execute();
  // Everything older than the newest `cap` rows goes: one indexed statement per refused notification.
  await db
    .deleteFrom('payment_notification_rejected')
    .where('id', '<=', (eb) =>
      eb.selectFrom('payment_notification_rejected').select('id').orderBy('id', 'desc').offset(cap).limit(1),
    )
    .execute();
}
