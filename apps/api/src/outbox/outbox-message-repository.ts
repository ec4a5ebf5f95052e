// The outbox rows: queued in the transaction of the change that causes them, claimed with a lease, marked
// sent or failed (outbox.ts holds the worker and its rules: attempts, backoff, leases), read back by the
// development mailbox (routes/dev-mailbox.ts) and counted by the metrics.
import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { OutboxTable } from '../db/schema.ts';
import type { OutgoingMessage } from '../adapters/mail/mailer.ts';

export type OutboxMessage = Selectable<OutboxTable>;

/** Queues a message; call it with the transaction of the change that causes it. */
export async function enqueue(db: Database, message: OutgoingMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the oldest due row (pending and due, or 'sending' with an expired lease and fewer than
 * `maxAttempts` attempts) in one statement: the row lock of FOR UPDATE SKIP LOCKED lasts only for this
 * statement, and the 'sending' status with its lease keeps every other worker away afterwards. Counting
 * the attempt here fences a late worker out.
 */
export async function claimDueMessage(
  db: Database,
  { leaseMs, maxAttempts }: { leaseMs: number; maxAttempts: number },
): Promise<OutboxMessage | undefined> {
  return db
    .updateTable('outbox')
    .set({
      status: 'sending',
      attempts: sql<number>`attempts + 1`,
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', sql<Date>`now()`)]),
            w.and([
              w('status', '=', 'sending'),
              w('lease_until', '<', sql<Date>`now()`),
              w('attempts', '<', maxAttempts),
            ]),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Marks a claimed row sent; false when the claim is no longer this worker's (its lease ran out). */
export async function markSent(db: Database, claimed: OutboxMessage, via: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: new Date(), delivered_via: via, last_error: null, lease_until: null })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claimed.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt of a claimed row: pending again from `nextAttemptAt`, or given up; false when fenced out. */
export async function recordFailedAttempt(
  db: Database,
  claimed: OutboxMessage,
  failure: { giveUp: boolean; nextAttemptAt: Date; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.reason,
      lease_until: null,
    })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claimed.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives up the rows whose last attempt's worker never came back (crash or stop): their lease ran out
 * with `maxAttempts` made, so they will not be claimed again. Answers how many.
 */
export async function failExhaustedLeases(db: Database, maxAttempts: number): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      lease_until: null,
      last_error: 'no outcome of the last attempt before its lease ran out',
    })
    .where('status', '=', 'sending')
    .where('lease_until', '<', sql<Date>`now()`)
    .where('attempts', '>=', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The newest messages first. */
export async function recentMessages(db: Database, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMessage(db: Database, id: number): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Per channel with any: the messages waiting (pending or being sent), those given up on, and the age in
 * seconds of the oldest waiting one.
 */
export async function outboxBacklog(db: Database) {
  return db
    .selectFrom('outbox')
    .select([
      'channel',
      sql<number>`count(*) filter (where status in ('pending', 'sending'))`.as('pending'),
      sql<number>`count(*) filter (where status = 'failed')`.as('failed'),
      sql<
        number | null
      >`extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::float8`.as(
        'oldest',
      ),
    ])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('channel')
    .execute();
}
