// quality-bar "Reliability": mail and SMS are written to the outbox in the same transaction as the
// change that causes them, then delivered by a worker with retries; a crash never loses a message.
// Resilience: the worker never sends inside a transaction (on PGlite that would hold the only connection
// while a mail server dawdles, freezing every request). A row is claimed with a lease in one short
// statement, sent with nothing open, then marked. The guarantee is at-least-once, the honest one for
// SMTP: a worker that dies (or times out) after the server accepted the message but before marking the
// row leaves it to be sent again once its lease runs out.
import type { Database } from '../db/database.ts';
import { DatabaseUnavailableError } from '../db/database-faults.ts';
import type { MessageTransport, OutgoingMessage } from '../adapters/mail/mailer.ts';
import { outageLog, type Outage } from '../lib/outage-log.ts';
import {
  claimDueMessage,
  failExhaustedLeases,
  markSent,
  recordFailedAttempt,
  type OutboxMessage,
} from './outbox-message-repository.ts';

export const MAX_ATTEMPTS = 8;

/** How long the worker waits for one message before counting the attempt as failed. */
export const DEFAULT_SEND_TIMEOUT_MS = 60_000;

/** A claim outlives the send deadline twice over, so a live worker's row is never taken over. */
export const leaseForSendTimeout = (sendTimeoutMs: number) => sendTimeoutMs * 2;

export type ClaimedMessage = OutboxMessage;

export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: OutboxLog = { info() {}, warn() {}, error() {} };

/** Refusals of one message (its recipient, its content): the server or gateway itself is there. */
function refusesOnlyTheMessage(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return true;
  // SMSAPI.pl: 11 message too long, 13 no valid number, 14 a wrong sender name.
  return typeof message === 'string' && /^SMSAPI refused the message: error (11|13|14)\b/.test(message);
}

const channelNames: Record<string, string> = { email: 'mail server', sms: 'SMS gateway' };

/**
 * Operability: a mail server or SMS gateway that is away is one line when the first message meets it and one
 * when a message of that channel goes through again, not a line per message and attempt meanwhile (the
 * messages wait in the outbox and their attempts are counted in their rows). One per worker.
 */
export class ChannelHealth {
  readonly #outages = new Map<string, Outage>();

  constructor(private readonly now: () => number = Date.now) {}

  #outage(channel: string, log: OutboxLog): Outage {
    let outage = this.#outages.get(channel);
    if (!outage) {
      outage = outageLog(log, channelNames[channel] ?? channel, { component: 'outbox', channel }, this.now);
      this.#outages.set(channel, outage);
    }
    return outage;
  }

  /** Answers whether the failure was logged here (the channel's fault) rather than per message. */
  failed(channel: string, error: unknown, log: OutboxLog): boolean {
    if (refusesOnlyTheMessage(error)) return false;
    this.#outage(channel, log).failed(error);
    return true;
  }

  sent(channel: string): void {
    this.#outages.get(channel)?.succeeded();
  }
}

/** Backoff before the next try: 30 s, 2 min, 4.5 min, … */
export function retryDelayMs(attempts: number): number {
  return 30_000 * attempts * attempts;
}

/**
 * Takes the oldest due row (pending and due, or 'sending' with an expired lease that has attempts left);
 * counting the attempt as it is claimed fences a late worker out.
 */
export function claimNext(
  db: Database,
  { leaseMs }: { leaseMs: number },
): Promise<ClaimedMessage | undefined> {
  return claimDueMessage(db, { leaseMs, maxAttempts: MAX_ATTEMPTS });
}

/** Schedules the next attempt with backoff, or gives up after the last one; false when fenced out. */
export async function markFailed(db: Database, claimed: ClaimedMessage, reason: string): Promise<boolean> {
  const final = claimed.attempts >= MAX_ATTEMPTS;
  return recordFailedAttempt(db, claimed, {
    giveUp: final,
    nextAttemptAt: new Date(Date.now() + retryDelayMs(claimed.attempts)),
    reason: reason.slice(0, 500),
  });
}

/** The transport's answer, or a rejection once the deadline has passed (the SMTP call may still finish). */
async function sendWithin(
  transport: MessageTransport,
  message: OutgoingMessage,
  timeoutMs: number,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer from ${transport.name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([transport.send(message), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export interface DeliveryOptions {
  /** Deadline of one message (default 60 s). */
  sendTimeoutMs?: number;
  /** How long a claim lasts (default twice the send deadline). */
  leaseMs?: number;
  batch?: number;
  log?: OutboxLog;
  /** Kept by the worker across rounds; without it every failed attempt is its own line. */
  health?: ChannelHealth;
  /** Operability: each attempt's outcome, for the metrics and /readyz's mail and SMS state. */
  observe?: DeliveryObserver;
}

export type DeliveryObserver = (
  channel: OutgoingMessage['channel'],
  outcome: 'sent' | 'retry' | 'gave_up',
) => void;

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Delivers what is due: claim (short statement), send (nothing open), mark. */
export async function deliverDue(
  db: Database,
  transports: MessageTransport[],
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const { sendTimeoutMs = DEFAULT_SEND_TIMEOUT_MS, batch = 20, log = silent, health, observe } = options;
  const leaseMs = options.leaseMs ?? leaseForSendTimeout(sendTimeoutMs);
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const exhausted = await failExhaustedLeases(db, MAX_ATTEMPTS);
  if (exhausted > 0)
    log.error({ rows: exhausted }, 'outbox gave up messages whose last attempt never reported back');
  for (let i = 0; i < batch; i++) {
    const row = await claimNext(db, { leaseMs });
    if (!row) break;
    const transport = transports.find((t) => t.channels.includes(row.channel));
    let failure: string | null = null;
    let failedWith: unknown = null;
    try {
      if (!transport) throw new Error(`no transport for ${row.channel}`);
      await sendWithin(
        transport,
        {
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html,
        },
        sendTimeoutMs,
      );
    } catch (error) {
      failure = error instanceof Error ? error.message : 'unknown error';
      failedWith = error;
    }
    const details = { outboxId: row.id, channel: row.channel, attempt: row.attempts };
    const current =
      failure === null ? await markSent(db, row, transport!.name) : await markFailed(db, row, failure);
    if (!current) {
      log.warn(
        details,
        'outbox row was taken over by another worker after its lease ran out; outcome not recorded',
      );
    } else if (failure === null) {
      result.sent++;
      health?.sent(row.channel);
      observe?.(row.channel, 'sent');
    } else if (row.attempts >= MAX_ATTEMPTS) {
      result.failed++;
      observe?.(row.channel, 'gave_up');
      log.error({ ...details, reason: failure }, 'outbox gave up a message after its last attempt');
    } else if (health?.failed(row.channel, failedWith, log)) {
      result.retried++;
      observe?.(row.channel, 'retry');
    } else {
      result.retried++;
      observe?.(row.channel, 'retry');
      log.warn(
        { ...details, reason: failure, retryInMs: retryDelayMs(row.attempts) },
        'outbox delivery failed; will retry',
      );
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Deliver now instead of at the next tick (after a request queued something). */
  kick(): void;
  /** Waits for the current round at most stopGraceMs: a hung mail server must not hang shutdown. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  intervalMs: number;
  sendTimeoutMs?: number;
  stopGraceMs?: number;
  observe?: DeliveryObserver;
}

export function startOutboxWorker(
  db: Database,
  transports: MessageTransport[],
  options: WorkerOptions,
  log: OutboxLog,
): OutboxWorker {
  const { intervalMs, sendTimeoutMs = DEFAULT_SEND_TIMEOUT_MS, stopGraceMs = 5_000, observe } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const health = new ChannelHealth();
  const run = () => {
    if (running || stopped) return;
    running = deliverDue(db, transports, { sendTimeoutMs, log, health, ...(observe ? { observe } : {}) })
      .then(
        () => undefined,
        (error: unknown) => {
          // Resilience: the database being away is logged once by its health tracker, not every round.
          if (!(error instanceof DatabaseUnavailableError))
            log.error({ err: error }, 'outbox delivery failed');
        },
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      let grace: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => (grace = setTimeout(resolve, stopGraceMs))),
      ]);
      clearTimeout(grace);
    },
  };
}
