import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../mail/mailer.ts';
import { deliverDue } from '../../outbox/outbox.ts';
import { enqueue } from '../../outbox/outbox-message-repository.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { startFakeSmsapi, type FakeSmsapi } from '../../test/fake-smsapi.ts';
import { smsapiNumber, smsapiTransport } from './smsapi.ts';

const sms = (to: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  subject: '',
  text: 'OSD: przyjęliśmy wniosek W/2026/1. Potwierdź go linkiem z e-maila (ważny 24 h).',
});

let fake: FakeSmsapi;
beforeAll(async () => {
  fake = await startFakeSmsapi();
});
afterEach(() => {
  fake.mode = 'accept';
  fake.received.length = 0;
});
afterAll(async () => {
  await fake.close();
});

const transport = (options: { timeoutMs?: number; token?: string; baseUrl?: string } = {}) =>
  smsapiTransport({ baseUrl: fake.baseUrl, token: fake.token, from: 'OSD', ...options });

describe('SMS through SMSAPI.pl', () => {
  it('sends the message as SMSAPI expects: Bearer token, form body, UTF-8, JSON answer', async () => {
    await transport().send(sms('601-234-567'));
    expect(fake.received).toEqual([
      {
        authorization: `Bearer ${fake.token}`,
        contentType: 'application/x-www-form-urlencoded',
        params: {
          to: '48601234567',
          message: sms('x').text,
          from: 'OSD',
          format: 'json',
          encoding: 'utf-8',
        },
      },
    ]);
  });

  it.each([
    ['601-234-567', '48601234567'],
    ['601 234 567', '48601234567'],
    ['+48 601 234 567', '48601234567'],
    ['0048601234567', '48601234567'],
    ['48601234567', '48601234567'],
  ])('sends %s to SMSAPI as %s', (phone, number) => {
    expect(smsapiNumber(phone)).toBe(number);
  });

  it('refuses a number it cannot send to before asking the gateway', async () => {
    await expect(transport().send(sms('12-34'))).rejects.toThrow(/not a phone number/);
    expect(fake.received).toHaveLength(0);
  });

  it.each([
    ['refuses the message (an error code in its answer)', 'refuse', /SMSAPI refused the message: error 13/],
    ['fails (HTTP 500)', 'fail', /SMSAPI answered HTTP 500 \(error 999/],
    ['answers something that is not its JSON', 'garbage', /SMSAPI answered HTTP 200 with no JSON/],
  ] as const)('fails the send when SMSAPI %s', async (_what, mode, reason) => {
    fake.mode = mode;
    await expect(transport().send(sms('601234567'))).rejects.toThrow(reason);
  });

  it('fails the send without naming the token when SMSAPI refuses it', async () => {
    const error = await transport({ token: 'wrong-secret-token' })
      .send(sms('601234567'))
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/HTTP 401 \(error 101/);
    expect((error as Error).message).not.toContain('wrong-secret-token');
  });

  it('gives up on a gateway that never answers after its timeout', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    await expect(transport({ timeoutMs: 200 }).send(sms('601234567'))).rejects.toThrow(
      /SMSAPI did not answer within 200 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails the send when the gateway is unreachable', async () => {
    await expect(transport({ baseUrl: 'http://127.0.0.1:9' }).send(sms('601234567'))).rejects.toThrow(
      /SMSAPI unreachable/,
    );
  });
});

describe('SMS in the outbox', () => {
  const database = useTestDatabase();
  const row = (id: number) =>
    database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('marks an SMS the gateway accepted as sent through SMSAPI', async () => {
    const id = await enqueue(database.db, sms('601234567'));
    await deliverDue(database.db, [transport()]);
    expect(await row(id)).toMatchObject({ status: 'sent', delivered_via: 'smsapi' });
  });

  it.each(['refuse', 'fail', 'hang'] as const)(
    'keeps an SMS the gateway did not take (%s) for a later attempt',
    async (mode) => {
      fake.mode = mode;
      const id = await enqueue(database.db, sms('601234567'));
      await deliverDue(database.db, [transport({ timeoutMs: 200 })]);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect((await row(id)).last_error).toMatch(/SMSAPI/);
    },
  );
});

describe('the SMS transport is chosen by SMS_PROVIDER', () => {
  async function deliverWith(provider: 'smsapi' | 'dev-mailbox' | 'none') {
    const t = await createTestApp({
      outboxIntervalMs: 60_000,
      sms: { provider, smsapi: { baseUrl: fake.baseUrl, token: fake.token, from: null } },
    });
    try {
      const id = await enqueue(t.db, sms('601234567'));
      t.app.outbox.kick();
      const deadline = Date.now() + 5_000;
      for (;;) {
        const current = await t.db
          .selectFrom('outbox')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (current.status !== 'sending' && current.attempts > 0) return current;
        if (Date.now() > deadline) throw new Error(`outbox row ${id} never delivered`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.close();
    }
  }

  it('smsapi: the gateway sends it', async () => {
    expect(await deliverWith('smsapi')).toMatchObject({ status: 'sent', delivered_via: 'smsapi' });
    expect(fake.received).toHaveLength(1);
  });

  it('dev-mailbox: it stays in the outbox for the development mailbox', async () => {
    expect(await deliverWith('dev-mailbox')).toMatchObject({ status: 'sent', delivered_via: 'dev-mailbox' });
    expect(fake.received).toHaveLength(0);
  });

  it('none: nothing pretends to send it', async () => {
    expect(await deliverWith('none')).toMatchObject({
      status: 'pending',
      last_error: 'no transport for sms',
    });
  });
});
