import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, openTestDatabase, withTestDatabase } from '../test/test-app.ts';
import { defaultDatabaseSettings } from '../db/database-settings.ts';
import { databaseHealth, databasePoolStats, type Database } from '../db/database.ts';
import { devMailbox, type MessageTransport, type OutgoingMessage } from '../adapters/mail/mailer.ts';
import { smtpTransport } from '../adapters/mail/smtp.ts';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';
import { claimNext, deliverDue, MAX_ATTEMPTS, startOutboxWorker } from './outbox.ts';
import { enqueue } from './outbox-message-repository.ts';

let db: Database;
withTestDatabase((opened) => {
  db = opened;
});

const message = (to: string) => ({
  channel: 'email' as const,
  to,
  subject: 'Temat',
  text: 'Treść z linkiem',
  html: '<p>Treść</p>',
});

describe('outbox', () => {
  it('delivers a queued message once and records how', async () => {
    const id = await enqueue(db, message('raz@example.com'));
    await deliverDue(db, [devMailbox]);
    await deliverDue(db, [devMailbox]);
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, delivered_via: 'dev-mailbox' });
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    const failing: MessageTransport = {
      name: 'down',
      channels: ['email'],
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const id = await enqueue(db, message('awaria@example.com'));
    await deliverDue(db, [failing]);
    let row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection refused' });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('id', '=', id)
        .execute();
      await deliverDue(db, [failing]);
    }
    row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('a message queued in a rolled-back transaction is never sent', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, message('wycofane@example.com'));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'wycofane@example.com')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

/** A mail server that takes the message and never answers, until the test lets it go. */
function hungTransport() {
  const calls: OutgoingMessage[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transport: MessageTransport = {
    name: 'hung-smtp',
    channels: ['email'],
    send: async (message) => {
      calls.push(message);
      await released;
    },
  };
  return { transport, calls, release };
}

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Counts the callers that waited for one of the pool's connections and then stopped waiting (the pool's
 * waiting count rose, then fell): with the pool's one connection held, each is a round that gave up.
 */
function countGaveUpWaiting(db: Database) {
  let waitedBefore = false;
  let count = 0;
  const timer = setInterval(() => {
    const waits = (databasePoolStats(db)?.waiting ?? 0) > 0;
    if (waitedBefore && !waits) count++;
    waitedBefore = waits;
  }, 5);
  return { count: () => count, stop: () => clearInterval(timer) };
}

/** Resolves with the value, or rejects when the promise is still pending after the time given. */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe('outbox with a mail server that never answers', () => {
  it('other queries are not blocked while a message is being sent', async () => {
    const hung = hungTransport();
    const id = await enqueue(db, message('zawieszony@example.com'));
    const delivery = deliverDue(db, [hung.transport], { sendTimeoutMs: 60_000 });
    await until(() => hung.calls.length === 1);
    const row = await within(
      2_000,
      db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ status: 'sending', attempts: 1 });
    expect(row.lease_until!.getTime()).toBeGreaterThan(Date.now());
    hung.release();
    await delivery;
    expect(
      await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'sent' });
  });

  it('HTTP requests through the app keep being answered while the worker waits for the mail server', async () => {
    const hung = hungTransport();
    const t = await createTestApp({ outboxIntervalMs: 60_000 }, undefined, { transports: [hung.transport] });
    try {
      const key = await createIntegrationKey(t.db, 'crm');
      await enqueue(t.db, message('aplikacja@example.com'));
      t.app.outbox.kick();
      await until(() => hung.calls.length === 1);
      const started = Date.now();
      const response = await within(
        3_000,
        t.app.inject({ method: 'GET', url: '/api/backoffice/payment-orders', headers: { 'x-api-key': key } }),
      );
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      hung.release();
      await t.close();
    }
  });

  it('gives up waiting after the send timeout and retries the message later', async () => {
    const hung = hungTransport();
    const id = await enqueue(db, message('limit@example.com'));
    await within(5_000, deliverDue(db, [hung.transport], { sendTimeoutMs: 100 }));
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lease_until: null });
    expect(row.last_error).toContain('100 ms');
    hung.release();
  });

  it('stopping the worker does not wait for a hung mail server for ever', async () => {
    const hung = hungTransport();
    await enqueue(db, message('stop@example.com'));
    const worker = startOutboxWorker(
      db,
      [hung.transport],
      { intervalMs: 60_000, sendTimeoutMs: 60_000, stopGraceMs: 200 },
      { info() {}, warn() {}, error() {} },
    );
    worker.kick();
    await until(() => hung.calls.length === 1);
    await within(2_000, worker.stop());
    hung.release();
  });
});

describe('outbox while the mail server is away', () => {
  it('logs the outage once when it starts and once when mail goes through again, not per message', async () => {
    // A database of its own: a worker of an earlier test may still be finishing a round on the shared one.
    const own = await openTestDatabase();
    const db = own.db;
    let away = true;
    const sent: string[] = [];
    const flaky: MessageTransport = {
      name: 'smtp',
      channels: ['email'],
      send: async (outgoing: OutgoingMessage) => {
        if (away)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' });
        sent.push(outgoing.to);
      },
    };
    const lines: { level: string; msg: string; details: object }[] = [];
    const log = {
      info: (details: object, msg: string) => void lines.push({ level: 'info', msg, details }),
      warn: (details: object, msg: string) => void lines.push({ level: 'warn', msg, details }),
      error: (details: object, msg: string) => void lines.push({ level: 'error', msg, details }),
    };
    const ids = [
      await enqueue(db, message('smtp-away-1@example.com')),
      await enqueue(db, message('smtp-away-2@example.com')),
      await enqueue(db, message('smtp-away-3@example.com')),
    ];
    const due = () =>
      db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0) })
        .where('id', 'in', ids)
        .execute();
    // The attempt is counted when a row is claimed, its next try set when the failure is marked: waiting
    // for the count alone let due() run before the last mark, which then put that row 30 s away.
    const allFailed = async (attempts: number) => {
      const rows = await db
        .selectFrom('outbox')
        .select(['attempts', 'lease_until'])
        .where('id', 'in', ids)
        .execute();
      return rows.every((row) => row.attempts >= attempts && row.lease_until === null);
    };
    const worker = startOutboxWorker(db, [flaky], { intervalMs: 20 }, log);
    try {
      await until(() => allFailed(1));
      await due();
      await until(() => allFailed(2));
      away = false;
      await due();
      await until(() => sent.filter((to) => to.startsWith('smtp-away-')).length === 3);
    } finally {
      await worker.stop();
      await db.destroy();
      await own.drop();
    }
    expect(lines.map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      'error mail server unavailable',
      'info mail server available again',
    ]);
    expect(lines[0]!.details).toMatchObject({ channel: 'email', code: 'ECONNECTION' });
  });
});

describe('outbox while the database is away', () => {
  it('a round that cannot reach the database logs nothing: the fault is logged once by the database health', async () => {
    // The wait for a connection must outlast opening one on a loaded machine (50 ms did not, on CI):
    // the pool's one connection is then held, and every round waits this long and fails.
    const away = await openTestDatabase({ ...defaultDatabaseSettings, connectTimeoutMs: 300, poolSize: 1 });
    let release!: () => void;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = away.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const healthLines: string[] = [];
    databaseHealth(away.db)?.attach({
      info: (_details, text) => void healthLines.push(text),
      warn: (_details, text) => void healthLines.push(text),
      error: (_details, text) => void healthLines.push(text),
    });
    const logged: string[] = [];
    const worker = startOutboxWorker(
      away.db,
      [devMailbox],
      { intervalMs: 20 },
      {
        info: (_details, text) => void logged.push(text),
        warn: (_details, text) => void logged.push(text),
        error: (_details, text) => void logged.push(text),
      },
    );
    const gaveUp = countGaveUpWaiting(away.db);
    try {
      // Several rounds meet the fault: the first is logged by the database's health, the rest by nobody.
      await until(() => healthLines.length > 0);
      const atFirstLine = gaveUp.count();
      await until(() => gaveUp.count() >= atFirstLine + 2);
    } finally {
      gaveUp.stop();
      await worker.stop();
      release();
      await holder;
      await away.db.destroy();
      await away.drop();
    }
    expect(healthLines.filter((line) => line === 'database unavailable')).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('outbox leases: at-least-once delivery', () => {
  // Each test claims "the next due row": rows left waiting by earlier tests would be claimed instead.
  beforeEach(async () => {
    await db.deleteFrom('outbox').where('status', 'in', ['pending', 'sending']).execute();
  });

  it('a message claimed by a worker that crashed before marking it is sent again once the lease runs out', async () => {
    const sent: string[] = [];
    const recording: MessageTransport = {
      name: 'recording',
      channels: ['email'],
      send: async (m) => void sent.push(m.to),
    };
    const id = await enqueue(db, message('awaria-w-trakcie@example.com'));
    // The "crashed" worker: it claimed the row, then nothing more happened.
    const claimed = await claimNext(db, { leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
    await deliverDue(db, [recording]);
    expect(sent).not.toContain('awaria-w-trakcie@example.com');

    await db
      .updateTable('outbox')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await deliverDue(db, [recording]);
    expect(sent.filter((to) => to === 'awaria-w-trakcie@example.com')).toHaveLength(1);
    expect(
      await db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'sent', attempts: 2 });
  });

  it('a worker whose lease ran out cannot overwrite the outcome of the worker that took the row over', async () => {
    const id = await enqueue(db, message('dwa-procesy@example.com'));
    const first = await claimNext(db, { leaseMs: 60_000 });
    await db
      .updateTable('outbox')
      .set({ lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const failing: MessageTransport = {
      name: 'down',
      channels: ['email'],
      send: async () => {
        throw new Error('421 try later');
      },
    };
    await deliverDue(db, [failing]);
    // The first worker comes back late and reports success: its claim is no longer the current one.
    const { markSent } = await import('./outbox-message-repository.ts');
    expect(await markSent(db, first!, 'late-worker')).toBe(false);
    expect(
      await db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'delivered_via'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'pending', attempts: 2, delivered_via: null });
  });

  it('several workers at once send every message exactly once', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `rownolegle${i}@example.com`);
    for (const to of recipients) await enqueue(db, message(to));
    const sent: string[] = [];
    const slow: MessageTransport = {
      name: 'slow',
      channels: ['email'],
      send: async (m) => {
        await new Promise((resolve) => setTimeout(resolve, 15));
        sent.push(m.to);
      },
    };
    await Promise.all(Array.from({ length: 4 }, () => deliverDue(db, [slow], { batch: 50 })));
    expect(sent.filter((to) => recipients.includes(to)).sort()).toEqual([...recipients].sort());
  });

  it('a row that ran out of attempts while leased is marked failed, not sent again', async () => {
    const id = await enqueue(db, message('ostatnia-proba@example.com'));
    await db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const sent: string[] = [];
    await deliverDue(db, [
      { name: 'recording', channels: ['email'], send: async (m) => void sent.push(m.to) },
    ]);
    expect(sent).not.toContain('ostatnia-proba@example.com');
    expect(
      await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'failed' });
  });
});

describe('SMTP transport against a local SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: { to: string[]; data: string }[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the outbox through SMTP', async () => {
    const smtp = smtpTransport(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Portal Klienta <portal@example.com>',
    );
    const id = await enqueue(db, {
      channel: 'email',
      to: 'smtp@example.com',
      subject: 'Potwierdź wniosek',
      text: 'Kliknij link',
      html: '<p>Kliknij</p>',
    });
    await deliverDue(db, [smtp, devMailbox]);
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', delivered_via: 'smtp' });
    expect(received.at(-1)?.to).toEqual(['smtp@example.com']);
    expect(received.at(-1)?.data).toContain('Subject: =?UTF-8?');
  });
});

describe('SMTP transport against a server that accepts the connection and never greets', () => {
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fails after the greeting timeout instead of waiting for ever', async () => {
    const smtp = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'portal@example.com', {
      connectionMs: 300,
      greetingMs: 300,
      socketMs: 300,
    });
    const started = Date.now();
    await expect(within(5_000, smtp.send(message('cisza@example.com')))).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
