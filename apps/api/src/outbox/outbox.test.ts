import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/database.ts';
import { devMailbox, type MessageTransport } from '../adapters/mail/mailer.ts';
import { smtpTransport } from '../adapters/mail/smtp.ts';
import { deliverDue, enqueue, MAX_ATTEMPTS } from './outbox.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

const message = (to: string) => ({ channel: 'email' as const, to, subject: 'Temat', text: 'Treść z linkiem', html: '<p>Treść</p>' });

describe('outbox', () => {
  it('delivers a queued message once and records how', async () => {
    const id = await enqueue(db, message('raz@example.com'));
    await deliverDue(db, [devMailbox]);
    await deliverDue(db, [devMailbox]);
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, delivered_via: 'dev-mailbox' });
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    const failing: MessageTransport = { name: 'down', channels: ['email'], send: async () => { throw new Error('connection refused'); } };
    const id = await enqueue(db, message('awaria@example.com'));
    await deliverDue(db, [failing]);
    let row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection refused' });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db.updateTable('outbox').set({ next_attempt_at: new Date(0) }).where('id', '=', id).execute();
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
    const rows = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'wycofane@example.com').execute();
    expect(rows).toHaveLength(0);
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
    const smtp = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Portal Klienta <portal@example.com>');
    const id = await enqueue(db, { channel: 'email', to: 'smtp@example.com', subject: 'Potwierdź wniosek', text: 'Kliknij link', html: '<p>Kliknij</p>' });
    await deliverDue(db, [smtp, devMailbox]);
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', delivered_via: 'smtp' });
    expect(received.at(-1)?.to).toEqual(['smtp@example.com']);
    expect(received.at(-1)?.data).toContain('Subject: =?UTF-8?');
  });
});
