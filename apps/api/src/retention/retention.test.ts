// Data lifecycle: one test per row of docs/privacy.md. Each arranges the data of its row on both sides of the
// row's period, runs the retention job (or housekeeping) and checks that exactly what is past its period
// is gone, files included, in the local folder and in S3 alike.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boundedStorage, defaultStorageDeadlines } from '../adapters/storage/bounded-storage.ts';
import { localStorage } from '../adapters/storage/local.ts';
import { s3Storage } from '../adapters/storage/s3.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { removeExpired } from '../lib/housekeeping.ts';
import { schedulePeriodicJob } from '../lib/periodic-job.ts';
import { createCustomer } from '../test/accounts.ts';
import { startS3Server, type LocalS3Server } from '../test/s3-server.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { thisProcess, uploadDirPrefix } from '../uploads/temp-sweep.ts';
import { sweepOrphanFiles } from './orphan-files.ts';
import { runRetention, type RetentionContext } from './retention-job.ts';
import { defaultRetention, type RetentionSettings } from './retention-settings.ts';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
/** The file's database, opened by the outer describe. */
let database: { readonly db: Database };
let work: string;
let s3: LocalS3Server;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'retention-'));
  await mkdir(path.join(work, 'tmp'));
  s3 = await startS3Server('retention');
});
afterAll(async () => {
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
});

const unique = () => randomBytes(6).toString('hex');

function context(storage: FileStorage, settings: Partial<RetentionSettings> = {}): RetentionContext {
  return {
    db: database.db,
    storage,
    settings: { ...defaultRetention, ...settings },
    auth: { addressWindowMinutes: 15 },
    uploadTmpDir: path.join(work, 'tmp'),
  };
}

async function storeFile(storage: FileStorage, key: string): Promise<string> {
  const source = path.join(work, `source-${unique()}`);
  await writeFile(source, `file ${key}`);
  await storage.putFromFile(key, source);
  return key;
}

async function exists(storage: FileStorage, key: string): Promise<boolean> {
  try {
    (await storage.read(key)).destroy();
    return true;
  } catch {
    return false;
  }
}

async function presentFiles(storage: FileStorage, keys: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const key of keys) if (await exists(storage, key)) present.push(key);
  return present;
}

interface ApplicationRow {
  status: 'UNCONFIRMED' | 'CONFIRMED' | 'ACKNOWLEDGED' | 'APPROVED';
  confirmExpiresAt: Date;
  confirmedAt?: Date | null;
  acknowledgedAt?: Date | null;
}

/** An application as submit-application.ts writes it: files first, then the record that claims them. */
async function application(storage: FileStorage, row: ApplicationRow, files = 2) {
  const folder = `applications/${unique()}`;
  const keys: string[] = [];
  for (let i = 0; i < files; i++) keys.push(await storeFile(storage, `${folder}/${unique()}.pdf`));
  const { id } = await database.db
    .insertInto('application')
    .values({
      number: `WN/TEST/${unique()}`,
      form_id: 901,
      form_version: '1.2.0',
      payload: JSON.stringify({ applicant: { pesel: '44051401359' } }),
      email: `${unique()}@example.com`,
      sms_phone: null,
      account_id: null,
      registration_password_hash: null,
      status: row.status,
      confirm_token_hash: unique(),
      confirm_expires_at: row.confirmExpiresAt,
      confirmed_at: row.confirmedAt ?? null,
      acknowledged_at: row.acknowledgedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const key of keys)
    await database.db
      .insertInto('application_attachment')
      .values({
        application_id: id,
        attachment_id: unique(),
        field: '/documents',
        filename: 'skan.pdf',
        size: 10,
        extension: 'pdf',
        storage_key: key,
      })
      .execute();
  return { id, keys };
}

const applicationExists = async (id: number) =>
  (await database.db.selectFrom('application').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** The application and its files are gone (true) or all still there (false). */
async function expectRemoved(storage: FileStorage, stored: { id: number; keys: string[] }, removed: boolean) {
  expect(await applicationExists(stored.id)).toBe(!removed);
  expect(await presentFiles(storage, stored.keys)).toEqual(removed ? [] : stored.keys);
}

async function customerDocument(storage: FileStorage, collectedAt: Date | null) {
  const customer = await createCustomer(database.db);
  const { id: issueId } = await database.db
    .insertInto('issue')
    .values({
      account_id: customer.id,
      number: `ZP/${unique()}`,
      barcode: '590000111',
      type: 'Przyłączenie do sieci',
      status: 'W realizacji',
      status_description: null,
      client: 'Jan Kowalski',
      address: 'ul. Lipowa 1',
      registration_date: ago(60 * DAY),
      properties: JSON.stringify({}),
      extra_properties: JSON.stringify([]),
      contact: null,
      notification: null,
      recent: false,
      no_letter: false,
      historical: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = await storeFile(storage, `issues/${issueId}/${unique()}.pdf`);
  const document = await database.db
    .insertInto('issue_document')
    .values({
      issue_id: issueId,
      barcode: null,
      status: 'Przekazano do realizacji',
      response_date: null,
      source: 'customer',
      message: 'W załączeniu skan.',
      collected_at: collectedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('issue_document_file')
    .values({ document_id: document.id, filename: 'skan.pdf', size: 10, extension: 'pdf', storage_key: key })
    .execute();
  return { documentId: document.id, key };
}

const adapters: Array<[string, () => FileStorage]> = [
  [
    'local',
    () => boundedStorage(localStorage(path.join(work, `files-${unique()}`)), defaultStorageDeadlines),
  ],
  ['s3', () => boundedStorage(s3Storage(s3.settings({ prefix: `${unique()}/` })), defaultStorageDeadlines)],
];

/** Inserts rows with given ages into a table through `insert`, answers their ids. */
async function outboxMessage(
  db: Database,
  row: { status: 'pending' | 'sent' | 'failed'; createdAt: Date; sentAt: Date | null },
) {
  const { id } = await db
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: `${unique()}@example.com`,
      subject: 'Potwierdź wniosek',
      body_text: 'Link: https://portal.example.pl/wniosek/potwierdz?token=secret',
      body_html: '<p>Link</p>',
      created_at: row.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.status !== 'pending')
    await db
      .updateTable('outbox')
      .set({ status: row.status, sent_at: row.sentAt })
      .where('id', '=', id)
      .execute();
  return id;
}

describe('the retention policy of docs/privacy.md', () => {
  database = useTestDatabase();

  describe.each(adapters)('retention of files and their records (%s)', (_name, make) => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = make();
    });

    it('applications never confirmed: removed with their files 7 days after the link expired', async () => {
      const old = await application(storage, {
        status: 'UNCONFIRMED',
        confirmExpiresAt: ago(7 * DAY + 60_000),
      });
      const recent = await application(storage, { status: 'UNCONFIRMED', confirmExpiresAt: ago(6 * DAY) });
      const counts = await runRetention(context(storage));
      expect(counts.unconfirmedApplications).toBeGreaterThanOrEqual(1);
      await expectRemoved(storage, old, true);
      await expectRemoved(storage, recent, false);
    });

    it('applications the back office collected: removed with their files 30 days after the handover', async () => {
      const handedOver = await application(storage, {
        status: 'ACKNOWLEDGED',
        confirmExpiresAt: ago(60 * DAY),
        confirmedAt: ago(60 * DAY),
        acknowledgedAt: ago(31 * DAY),
      });
      const approved = await application(storage, {
        status: 'APPROVED',
        confirmExpiresAt: ago(60 * DAY),
        confirmedAt: ago(31 * DAY),
      });
      const lately = await application(storage, {
        status: 'ACKNOWLEDGED',
        confirmExpiresAt: ago(60 * DAY),
        confirmedAt: ago(60 * DAY),
        acknowledgedAt: ago(29 * DAY),
      });
      await runRetention(context(storage));
      for (const gone of [handedOver, approved]) await expectRemoved(storage, gone, true);
      await expectRemoved(storage, lately, false);
    });

    it('applications confirmed but not yet collected: kept with their files, however old', async () => {
      const waiting = await application(storage, {
        status: 'CONFIRMED',
        confirmExpiresAt: ago(400 * DAY),
        confirmedAt: ago(400 * DAY),
      });
      await runRetention(context(storage));
      await expectRemoved(storage, waiting, false);
    });

    it('customer documents: their files removed 30 days after the back office collected them; the document stays', async () => {
      const collected = await customerDocument(storage, ago(31 * DAY));
      const lately = await customerDocument(storage, ago(29 * DAY));
      const waiting = await customerDocument(storage, null);
      const counts = await runRetention(context(storage));
      expect(counts.documentFiles).toBeGreaterThanOrEqual(1);
      expect(await exists(storage, collected.key)).toBe(false);
      const files = await database.db
        .selectFrom('issue_document_file')
        .select('document_id')
        .where('document_id', 'in', [collected.documentId, lately.documentId, waiting.documentId])
        .execute();
      expect(files.map((f) => f.document_id).sort()).toEqual([lately.documentId, waiting.documentId].sort());
      expect(await presentFiles(storage, [lately.key, waiting.key])).toEqual([lately.key, waiting.key]);
      const document = await database.db
        .selectFrom('issue_document')
        .select('message')
        .where('id', '=', collected.documentId)
        .executeTakeFirst();
      expect(document?.message).toBe('W załączeniu skan.');
    });

    it('stored files no record claims: removed after the grace period; claimed and younger files stay', async () => {
      const claimed = await application(storage, { status: 'CONFIRMED', confirmExpiresAt: new Date() }, 1);
      const orphanApplicationFile = await storeFile(storage, `applications/${unique()}/${unique()}.pdf`);
      const orphanDocumentFile = await storeFile(storage, `issues/999999/${unique()}.pdf`);
      // Not the portal's: a folder the sweep never looks into.
      const foreign = await storeFile(storage, `other/${unique()}.pdf`);
      const within = await sweepOrphanFiles(database.db, storage, { graceMs: 3_600_000, maxFiles: 1000 });
      expect(within.removed).toBe(0);
      expect(await presentFiles(storage, [orphanApplicationFile, orphanDocumentFile])).toHaveLength(2);

      const after = await runRetention(
        context(storage, { orphanFileGraceMinutes: 60 }),
        new Date(Date.now() + 3_700_000),
      );
      expect(after.orphanFiles).toBeGreaterThanOrEqual(2);
      expect(await presentFiles(storage, [orphanApplicationFile, orphanDocumentFile])).toEqual([]);
      expect(await presentFiles(storage, [...claimed.keys, foreign])).toEqual([...claimed.keys, foreign]);
    });

    it('a run that died after removing records and before their files: the next run removes the files', async () => {
      const old = await application(storage, { status: 'UNCONFIRMED', confirmExpiresAt: ago(8 * DAY) });
      // What the dead run did: the record went, the files stayed.
      await database.db.deleteFrom('application').where('id', '=', old.id).execute();
      expect(await presentFiles(storage, old.keys)).toEqual(old.keys);
      await runRetention(context(storage, { orphanFileGraceMinutes: 0 }), new Date(Date.now() + 1_000));
      expect(await presentFiles(storage, old.keys)).toEqual([]);
    });
  });

  describe('retention of rows', () => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = localStorage(path.join(work, 'rows-files'));
    });
    const run = (settings: Partial<RetentionSettings> = {}) => runRetention(context(storage, settings));

    it('accounts never activated: removed 30 days after the activation link expired; active ones and those with invoices stay', async () => {
      const db = database.db;
      const pending = async (expired: Date) => {
        const customer = await createCustomer(db);
        await db.updateTable('account').set({ status: 'PENDING' }).where('id', '=', customer.id).execute();
        await sql`update account set created_at = ${ago(60 * DAY)} where id = ${customer.id}`.execute(db);
        await db
          .insertInto('account_token')
          .values({
            account_id: customer.id,
            kind: 'activate',
            token_hash: unique(),
            expires_at: expired,
            used_at: null,
          })
          .execute();
        return customer.id;
      };
      const abandoned = await pending(ago(31 * DAY));
      const lately = await pending(ago(29 * DAY));
      const withInvoice = await pending(ago(31 * DAY));
      await db
        .insertInto('invoice')
        .values({
          account_id: withInvoice,
          issue_id: null,
          number: `FV/${unique()}`,
          type: 'Opłata przyłączeniowa',
          status: 'ACTIVE',
          amount: 10_000,
          issue_date: ago(40 * DAY),
          payment_term: ago(10 * DAY),
          payment_date: null,
          investment_address: null,
          order_id: null,
        })
        .execute();
      const active = (await createCustomer(db)).id;
      await sql`update account set created_at = ${ago(400 * DAY)} where id = ${active}`.execute(db);
      await run();
      const left = await db
        .selectFrom('account')
        .select('id')
        .where('id', 'in', [abandoned, lately, withInvoice, active])
        .execute();
      expect(left.map((a) => a.id).sort()).toEqual([lately, withInvoice, active].sort());
    });

    it('sessions, spent captcha nonces, rate-limit counters and upload budgets: removed once expired (housekeeping)', async () => {
      const db = database.db;
      await db
        .insertInto('session')
        .values([
          {
            id_hash: 'expired-session',
            user_id: null,
            authorities: [],
            last_seen_at: ago(60_000),
            expires_at: ago(1_000),
          },
          {
            id_hash: 'live-session',
            user_id: null,
            authorities: [],
            last_seen_at: new Date(),
            expires_at: new Date(Date.now() + 60_000),
          },
        ])
        .execute();
      await db
        .insertInto('captcha_spent')
        .values([
          { nonce: 'old-nonce', expires_at: ago(1_000) },
          { nonce: 'live-nonce', expires_at: new Date(Date.now() + 60_000) },
        ])
        .execute();
      await db
        .insertInto('rate_limit')
        .values([
          { key: 'old-counter', hits: 3, reset_at: ago(1_000) },
          { key: 'live-counter', hits: 3, reset_at: new Date(Date.now() + 60_000) },
        ])
        .execute();
      await db
        .insertInto('upload_budget')
        .values([
          { key: 'address:old', bytes: 1, resets_at: ago(1_000) },
          { key: 'address:live', bytes: 1, resets_at: new Date(Date.now() + 60_000) },
        ])
        .execute();
      const removed = await removeExpired(db, new Date(), defaultRetention);
      expect(removed).toMatchObject({ sessions: 1, captchaNonces: 1, rateLimits: 1, uploadBudgets: 1 });
      expect(await db.selectFrom('upload_budget').select('key').execute()).toEqual([{ key: 'address:live' }]);
      expect(await db.selectFrom('session').select('id_hash').execute()).toEqual([
        { id_hash: 'live-session' },
      ]);
      expect(await db.selectFrom('captcha_spent').select('nonce').execute()).toEqual([
        { nonce: 'live-nonce' },
      ]);
      expect(
        await db.selectFrom('rate_limit').select('key').where('key', 'like', '%-counter').execute(),
      ).toEqual([{ key: 'live-counter' }]);
    });

    it('account tokens: removed 7 days after they expired (housekeeping)', async () => {
      const db = database.db;
      const customer = await createCustomer(db);
      const token = (hash: string, expired: Date) =>
        db
          .insertInto('account_token')
          .values({
            account_id: customer.id,
            kind: 'reset',
            token_hash: hash,
            expires_at: expired,
            used_at: null,
          })
          .execute();
      await token(`old-${customer.id}`, ago(7 * DAY + 60_000));
      await token(`recent-${customer.id}`, ago(6 * DAY));
      await removeExpired(db, new Date(), defaultRetention);
      const left = await db
        .selectFrom('account_token')
        .select('token_hash')
        .where('account_id', '=', customer.id)
        .execute();
      expect(left).toEqual([{ token_hash: `recent-${customer.id}` }]);
    });

    it('idempotency keys with their stored answers: removed after 24 hours (housekeeping)', async () => {
      const db = database.db;
      const key = (name: string, created: Date) =>
        db
          .insertInto('idempotency_key')
          .values({
            scope: 'account:1',
            key: name,
            operation: 'application.send',
            request_hash: 'x',
            response_status: 200,
            response_body: JSON.stringify({ email: 'jan@example.com' }),
            created_at: created,
          })
          .execute();
      await key('old-key', ago(25 * 3_600_000));
      await key('new-key', ago(23 * 3_600_000));
      const removed = await removeExpired(db, new Date(), defaultRetention);
      expect(removed.idempotencyKeys).toBe(1);
      expect(await db.selectFrom('idempotency_key').select('key').execute()).toEqual([{ key: 'new-key' }]);
    });

    it('failed-login counters (second-factor failures included): removed after 30 quiet days; a lock stays', async () => {
      const db = database.db;
      await db
        .insertInto('login_guard')
        .values([
          {
            login: 'quiet@example.com',
            failed_attempts: 2,
            second_factor_failures: 1,
            captcha_required: false,
            locked_at: null,
            updated_at: ago(31 * DAY),
          },
          {
            login: 'recent@example.com',
            failed_attempts: 2,
            second_factor_failures: 0,
            captcha_required: false,
            locked_at: null,
            updated_at: ago(29 * DAY),
          },
          {
            login: 'locked@example.com',
            failed_attempts: 10,
            second_factor_failures: 0,
            captcha_required: true,
            locked_at: ago(90 * DAY),
            updated_at: ago(90 * DAY),
          },
        ])
        .execute();
      await run();
      const left = await db.selectFrom('login_guard').select('login').orderBy('login').execute();
      expect(left).toEqual([{ login: 'locked@example.com' }, { login: 'recent@example.com' }]);
    });

    it('client addresses in address_guard: removed once their window is over', async () => {
      const db = database.db;
      await db
        .insertInto('address_guard')
        .values([
          {
            address: '192.0.2.1',
            failures: 40,
            window_started_at: ago(3_600_000),
            last_failure_at: ago(20 * 60_000),
            blocked_until: null,
          },
          {
            address: '192.0.2.2',
            failures: 40,
            window_started_at: ago(3_600_000),
            last_failure_at: ago(20 * 60_000),
            blocked_until: new Date(Date.now() + 60_000),
          },
          {
            address: '192.0.2.3',
            failures: 2,
            window_started_at: ago(5 * 60_000),
            last_failure_at: ago(60_000),
            blocked_until: null,
          },
        ])
        .execute();
      const counts = await run();
      expect(counts.addressGuards).toBe(1);
      const left = await db.selectFrom('address_guard').select('address').orderBy('address').execute();
      expect(left).toEqual([{ address: '192.0.2.2' }, { address: '192.0.2.3' }]);
    });

    it('outbox: a body with its one-time link is cleared 3 days after sending, the row removed after 90 days', async () => {
      const db = database.db;
      const sentLongAgo = await outboxMessage(db, {
        status: 'sent',
        createdAt: ago(91 * DAY),
        sentAt: ago(91 * DAY),
      });
      const sent = await outboxMessage(db, { status: 'sent', createdAt: ago(4 * DAY), sentAt: ago(4 * DAY) });
      const failed = await outboxMessage(db, { status: 'failed', createdAt: ago(4 * DAY), sentAt: null });
      const fresh = await outboxMessage(db, { status: 'sent', createdAt: ago(DAY), sentAt: ago(DAY) });
      const pending = await outboxMessage(db, { status: 'pending', createdAt: ago(4 * DAY), sentAt: null });
      await run();
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'body_text', 'body_html', 'recipient'])
        .where('id', 'in', [sentLongAgo, sent, failed, fresh, pending])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.id)).toEqual([sent, failed, fresh, pending]);
      const body = (id: number) => rows.find((r) => r.id === id)!;
      for (const cleared of [sent, failed])
        expect(body(cleared)).toMatchObject({ body_text: '', body_html: null });
      for (const kept of [fresh, pending]) expect(body(kept).body_text).toContain('token=');
    });

    it('js_error and error_report rows: removed after 90 days', async () => {
      const db = database.db;
      const jsError = (created: Date) =>
        db
          .insertInto('js_error')
          .values({
            code: 'E1',
            message: 'x',
            path: '/',
            width: 390,
            user_name: 'jan',
            user_agent: 'UA',
            stack: 's',
            created_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const report = (created: Date) =>
        db
          .insertInto('error_report')
          .values({ code: 'E2', info: 'opis', user_id: null, created_at: created })
          .returning('id')
          .executeTakeFirstOrThrow();
      const [oldJs, newJs, oldReport, newReport] = [
        await jsError(ago(91 * DAY)),
        await jsError(ago(89 * DAY)),
        await report(ago(91 * DAY)),
        await report(ago(89 * DAY)),
      ];
      await run();
      expect((await db.selectFrom('js_error').select('id').execute()).map((r) => r.id)).toEqual([newJs.id]);
      expect((await db.selectFrom('error_report').select('id').execute()).map((r) => r.id)).toEqual([
        newReport.id,
      ]);
      expect([oldJs.id, oldReport.id]).toHaveLength(2);
    });

    it('audit trail: events removed after five years', async () => {
      const db = database.db;
      const event = (at: Date) =>
        db
          .insertInto('audit_event')
          .values({ at, actor_kind: 'customer', actor_id: '7', action: 'customer.export' })
          .returning('id')
          .executeTakeFirstOrThrow();
      await event(ago(5 * 365 * DAY + DAY));
      const recent = await event(ago(5 * 365 * DAY - DAY));
      await run();
      expect((await db.selectFrom('audit_event').select('id').execute()).map((r) => r.id)).toEqual([
        recent.id,
      ]);
    });

    it('audit trail: the client address blanked after 90 days, the event kept', async () => {
      const db = database.db;
      const event = (at: Date) =>
        db
          .insertInto('audit_event')
          .values({
            at,
            actor_kind: 'visitor',
            action: 'login.failed',
            outcome: 'failure',
            address: '203.0.113.7',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const old = await event(ago(91 * DAY));
      const recent = await event(ago(89 * DAY));
      await run();
      const rows = await db
        .selectFrom('audit_event')
        .select(['id', 'address', 'action'])
        .where('id', 'in', [old.id, recent.id])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: old.id, address: null, action: 'login.failed' },
        { id: recent.id, address: '203.0.113.7', action: 'login.failed' },
      ]);
    });

    it('payment notifications: verified ones removed after 180 days, the log of refused ones after 30', async () => {
      const db = database.db;
      await db
        .insertInto('payment_notification')
        .values([
          {
            provider: 'p24',
            order_public_id: 'old',
            outcome: 'paid',
            body: JSON.stringify({}),
            received_at: ago(181 * DAY),
          },
          {
            provider: 'p24',
            order_public_id: 'new',
            outcome: 'paid',
            body: JSON.stringify({}),
            received_at: ago(179 * DAY),
          },
        ])
        .execute();
      await db
        .insertInto('payment_notification_rejected')
        .values([
          { provider: 'p24', outcome: 'forged', ip: '192.0.2.9', excerpt: '{}', received_at: ago(31 * DAY) },
          { provider: 'p24', outcome: 'forged', ip: '192.0.2.8', excerpt: '{}', received_at: ago(29 * DAY) },
        ])
        .execute();
      await run();
      expect(await db.selectFrom('payment_notification').select('order_public_id').execute()).toEqual([
        { order_public_id: 'new' },
      ]);
      expect(await db.selectFrom('payment_notification_rejected').select('ip').execute()).toEqual([
        { ip: '192.0.2.8' },
      ]);
    });

    it('payment orders never paid: removed after 90 days; paid orders and invoices stay (the operator keeps its books)', async () => {
      const db = database.db;
      const customer = await createCustomer(db);
      const order = async (status: 'PAID' | 'EXPIRED' | 'REJECTED', updated: Date) =>
        (
          await db
            .insertInto('payment_order')
            .values({
              public_id: unique(),
              account_id: customer.id,
              status,
              total: 100,
              title: 'FV',
              provider: 'p24',
              provider_reference: null,
              redirect_url: null,
              updated_at: updated,
              paid_at: status === 'PAID' ? updated : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const expired = await order('EXPIRED', ago(91 * DAY));
      const rejected = await order('REJECTED', ago(89 * DAY));
      const paid = await order('PAID', ago(900 * DAY));
      const invoice = await db
        .insertInto('invoice')
        .values({
          account_id: customer.id,
          issue_id: null,
          number: `FV/${unique()}`,
          type: 'Opłata',
          status: 'PAID',
          amount: 100,
          issue_date: ago(950 * DAY),
          payment_term: ago(920 * DAY),
          payment_date: ago(900 * DAY),
          investment_address: null,
          order_id: paid,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await run();
      const left = await db
        .selectFrom('payment_order')
        .select('id')
        .where('account_id', '=', customer.id)
        .execute();
      expect(left.map((o) => o.id).sort()).toEqual([rejected, paid].sort());
      expect(await db.selectFrom('invoice').select('id').where('id', '=', invoice.id).execute()).toHaveLength(
        1,
      );
      expect(expired).toBeGreaterThan(0);
    });

    it('the simulated gateway book: removed after 7 days', async () => {
      const db = database.db;
      const transaction = (token: string, created: Date) =>
        db
          .insertInto('simulated_transaction')
          .values({
            token,
            session_id: token,
            amount: 1,
            description: 'x',
            email: 'jan@example.com',
            return_url: 'x',
            notify_url: 'x',
            created_at: created,
          })
          .execute();
      await transaction('old-simulated', ago(8 * DAY));
      await transaction('new-simulated', ago(6 * DAY));
      await run();
      expect(await db.selectFrom('simulated_transaction').select('token').execute()).toEqual([
        { token: 'new-simulated' },
      ]);
    });

    it('temporary upload folders a dead process left: removed by the run', async () => {
      const tmp = path.join(work, 'tmp');
      // A process on this machine that no longer runs (pid 2^22 + 1 is beyond the largest pid_max).
      const dead = path.join(tmp, `${uploadDirPrefix({ ...thisProcess, pid: 4_194_305 })}XXXXXX`);
      await mkdir(dead, { recursive: true });
      await writeFile(path.join(dead, 'part'), 'x');
      const stale = path.join(tmp, 'portal-upload-stale');
      await mkdir(stale, { recursive: true });
      const old = ago(2 * DAY);
      await utimes(stale, old, old);
      const counts = await run();
      expect(counts.uploadFolders).toBe(2);
      expect(await readdir(tmp)).toEqual([]);
    });

    it('a backlog larger than one run’s limit goes in batches, the rest in the next run', async () => {
      const db = database.db;
      await db
        .insertInto('js_error')
        .values(
          Array.from({ length: 25 }, () => ({
            code: 'E1',
            message: 'x',
            path: '/',
            width: 390,
            user_name: null,
            user_agent: 'UA',
            stack: 's',
            created_at: ago(100 * DAY),
          })),
        )
        .execute();
      const first = await run({ batchRows: 4, maxRowsPerKind: 10 });
      expect(first.jsErrors).toBe(10);
      const second = await run({ batchRows: 4, maxRowsPerKind: 10 });
      expect(second.jsErrors).toBe(10);
      const third = await run({ batchRows: 4, maxRowsPerKind: 10 });
      expect(third.jsErrors).toBe(5);
    });
  });

  describe('a file store that is away', () => {
    it('the records past their period still go; the files wait for a run that reaches the store', async () => {
      const store = localStorage(path.join(work, `away-${unique()}`));
      const old = await application(store, { status: 'UNCONFIRMED', confirmExpiresAt: ago(8 * DAY) }, 1);
      const refused = () => Promise.reject(new Error('connect ECONNREFUSED'));
      const away = boundedStorage({ ...store, remove: refused, list: refused }, defaultStorageDeadlines);
      const counts = await runRetention(context(away));
      expect(await applicationExists(old.id)).toBe(false);
      expect(counts).toMatchObject({ filesLeft: 1, sweepFailures: 1 });
      expect(await presentFiles(store, old.keys)).toEqual(old.keys);
      // The store is back: the sweep finds the file no record claims, old enough by then.
      const back = await runRetention(
        context(store, { orphanFileGraceMinutes: 0 }),
        new Date(Date.now() + 1_000),
      );
      expect(back.sweepFailures).toBe(0);
      expect(await presentFiles(store, old.keys)).toEqual([]);
    });
  });

  describe('the schedule', () => {
    it('a periodic job first runs shortly after the start, not a period later, and once per period', async () => {
      const db = database.db;
      const name = `schedule-${unique()}`;
      let runs = 0;
      const errors: unknown[] = [];
      const stops = [1, 2].map(() =>
        schedulePeriodicJob(db, {
          name,
          periodMs: 3_600_000,
          firstRunDelayMs: 10,
          job: async () => {
            runs++;
          },
          onError: (error) => errors.push(error),
        }),
      );
      try {
        await vi.waitFor(
          async () => {
            const row = await db
              .selectFrom('job_run')
              .select('runs')
              .where('name', '=', name)
              .executeTakeFirst();
            expect(row?.runs).toBe(1);
          },
          { timeout: 5_000, interval: 20 },
        );
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
      expect(runs).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
