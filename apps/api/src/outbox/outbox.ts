// quality-bar "Reliability": mail and SMS are written to the outbox in the same transaction as the
// change that causes them, then delivered by a worker with retries; a crash never loses or half-sends.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MessageTransport, OutgoingMessage } from '../adapters/mail/mailer.ts';

export const MAX_ATTEMPTS = 8;

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

/** Backoff before the next try: 30 s, 2 min, 4.5 min, … */
export function retryDelayMs(attempts: number): number {
  return 30_000 * attempts * attempts;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Delivers what is due, each row claimed with SKIP LOCKED so several instances never send twice. */
export async function deliverDue(db: Database, transports: MessageTransport[], batch = 20): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (let i = 0; i < batch; i++) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return false;
      const transport = transports.find((t) => t.channels.includes(row.channel));
      const attempts = row.attempts + 1;
      try {
        if (!transport) throw new Error(`no transport for ${row.channel}`);
        await transport.send({ channel: row.channel, to: row.recipient, subject: row.subject, text: row.body_text, html: row.body_html });
        await trx
          .updateTable('outbox')
          .set({ status: 'sent', attempts, sent_at: new Date(), delivered_via: transport.name, last_error: null })
          .where('id', '=', row.id)
          .execute();
        result.sent++;
      } catch (error) {
        const final = attempts >= MAX_ATTEMPTS;
        await trx
          .updateTable('outbox')
          .set({
            status: final ? 'failed' : 'pending',
            attempts,
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
            last_error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          })
          .where('id', '=', row.id)
          .execute();
        if (final) result.failed++;
        else result.retried++;
      }
      return true;
    });
    if (!done) break;
  }
  return result;
}

export interface OutboxWorker {
  /** Deliver now instead of at the next tick (after a request queued something). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Database,
  transports: MessageTransport[],
  intervalMs: number,
  onError: (error: unknown) => void,
): OutboxWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = deliverDue(db, transports)
      .then(() => undefined, onError)
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
