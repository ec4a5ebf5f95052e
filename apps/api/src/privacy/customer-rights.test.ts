// Data lifecycle (RODO): "Pobierz moje dane", "Usuń konto w portalu" and the back office's customer:export and
// customer:erase, end to end through the API, with the files in both storage adapters.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataArchiveFileName, ReauthErrorKeyword } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { customerWithEverything, storageKeysOf } from '../test/customer-data.ts';
import { startS3Server, type LocalS3Server } from '../test/s3-server.ts';
import { unzip } from '../test/zip.ts';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';
import { setSecondFactor } from '../accounts/account-repository.ts';
import { newTotpSecret } from '../accounts/totp.ts';
import { DATA_RIGHTS_ACTIONS } from '../audit/audit-trail.ts';
import { auditEventsAbout } from '../audit/audit-repository.ts';
import { tombstoneEmail } from './account-erasure.ts';
import { DATA_FILE_NAME } from './data-archive.ts';

type Customer = Awaited<ReturnType<typeof customerWithEverything>>;

const exists = async (t: TestApp, key: string) =>
  t.app.storage.read(key).then(
    (stream) => {
      stream.destroy();
      return true;
    },
    () => false,
  );

describe.each(['local', 's3'] as const)('customer data with %s storage', (storageKind) => {
  let t: TestApp;
  let s3: LocalS3Server | null = null;
  let key: string;

  beforeAll(async () => {
    if (storageKind === 's3') s3 = await startS3Server();
    t = await createTestApp({
      dataExportLimit: { max: 3, windowMs: 60_000 },
      ...(s3 ? { storage: { kind: 's3' as const, s3: s3.settings() } } : {}),
    });
    key = await createIntegrationKey(t.db, 'crm');
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  const exportOf = async (client: Client) => {
    const response = await client.get('/api/account/data-export');
    return { response, entries: response.statusCode === 200 ? await unzip(response.rawPayload) : null };
  };

  it('"Pobierz moje dane" gives every kind of data, the files byte for byte, no secrets, no one else’s', async () => {
    const jan: Customer = await customerWithEverything(t, key);
    const anna: Customer = await customerWithEverything(t, key);
    const { response, entries } = await exportOf(jan.client);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${dataArchiveFileName(new Date())}"`,
    );
    expect(response.headers['content-disposition']).toMatch(/moje-dane-portal-\d{2}-\d{2}-\d{4}\.zip/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const json = entries!.get(DATA_FILE_NAME)!.toString('utf8');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      email: jan.customer.email,
      displayName: jan.customer.displayName,
      // Customer journeys: the account holder the registration gave.
      firstName: 'Jan',
      lastName: jan.customer.lastName,
      phone: jan.customer.phone,
    });
    expect(data.cases.map((c: { number: string }) => c.number)).toEqual([jan.caseNumber]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      number: jan.applicationNumber,
      answers: { applicant: { firstName: 'Jan', pesel: '44051401359' } },
    });
    expect(data.documents).toHaveLength(1);
    expect(data.documents[0]).toMatchObject({
      caseNumber: jan.caseNumber,
      message: jan.documentText,
    });
    expect(data.invoices.map((i: { number: string }) => i.number)).toEqual([jan.invoiceNumber]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0].invoices).toEqual([{ number: jan.invoiceNumber, amount: '123.45' }]);

    // The files, where the JSON says they are, the same bytes as sent.
    const attachmentPath = data.applications[0].attachments[0].file;
    const documentPath = data.documents[0].files[0].file;
    expect(entries!.get(attachmentPath)!.equals(jan.files.attachment.bytes)).toBe(true);
    expect(entries!.get(documentPath)!.equals(jan.files.document.bytes)).toBe(true);
    expect([...entries!.keys()].sort()).toEqual([DATA_FILE_NAME, attachmentPath, documentPath].sort());

    // No secrets: not the password's hash, not the second factor, not a storage key.
    const account = await t.db
      .selectFrom('account')
      .select(['password_hash'])
      .where('id', '=', jan.customer.id)
      .executeTakeFirstOrThrow();
    expect(json).not.toContain(account.password_hash!);
    expect(json).not.toMatch(/password_?hash|totp|secret|token|storage_?key/i);
    for (const storageKey of await storageKeysOf(t, jan.customer.id)) expect(json).not.toContain(storageKey);

    // Nothing of Anna's.
    for (const other of [anna.customer.email, anna.caseNumber, anna.applicationNumber, anna.invoiceNumber])
      expect(json).not.toContain(other);
    for (const bytes of entries!.values()) {
      expect(bytes.equals(anna.files.attachment.bytes)).toBe(false);
      expect(bytes.equals(anna.files.document.bytes)).toBe(false);
    }

    const events = await auditEventsAbout(
      t.db,
      { kind: 'account', id: jan.customer.id },
      DATA_RIGHTS_ACTIONS,
    );
    expect(events.map((e) => [e.action, e.actor_kind, e.actor_id])).toEqual([
      ['customer.export', 'customer', String(jan.customer.id)],
    ]);
    expect(events[0]!.details).toMatchObject({ files: 2 });
    expect(JSON.stringify(events[0]!.details)).not.toContain(jan.customer.email);
  });

  it('is limited per customer: the fourth export in the window is a 429, and needs a session', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    for (let i = 0; i < 3; i++) expect((await client.get('/api/account/data-export')).statusCode).toBe(200);
    const refused = await client.get('/api/account/data-export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Zbyt wiele/i);
    expect((await new Client(t.app).get('/api/account/data-export')).statusCode).toBe(401);
  });

  it('"Usuń konto w portalu" needs the password (and the code while two-factor is on), then ends everything', async () => {
    const jan = await customerWithEverything(t, key);
    const anna = await customerWithEverything(t, key);
    const secondBrowser = new Client(t.app);
    await secondBrowser.post('/api/account/login', {
      username: jan.customer.email,
      password: jan.customer.password,
    });

    const wrong = await jan.client.post('/api/account/close', { password: 'nie-to-haslo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].keyword).toBe(ReauthErrorKeyword.wrongPassword);
    expect((await jan.client.post('/api/account/close', {})).statusCode).toBe(400);

    const closed = await jan.client.post('/api/account/close', { password: jan.customer.password });
    expect(closed.statusCode, closed.body).toBe(200);

    // Signed out everywhere; the password no longer signs in.
    expect((await jan.client.get('/api/account/data-export')).statusCode).toBe(401);
    expect((await secondBrowser.get('/api/issues')).statusCode).toBe(401);
    const again = await new Client(t.app).post('/api/account/login', {
      username: jan.customer.email,
      password: jan.customer.password,
    });
    expect([400, 401]).toContain(again.statusCode);
    expect(
      await t.db.selectFrom('session').select('id_hash').where('user_id', '=', jan.customer.id).execute(),
    ).toEqual([]);

    const tombstone = await t.db
      .selectFrom('account')
      .selectAll()
      .where('id', '=', jan.customer.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      email: tombstoneEmail(jan.customer.id),
      status: 'ERASED',
      password_hash: null,
      totp_secret: null,
      display_name: '',
      first_name: null,
      last_name: null,
      phone: null,
    });
    expect(
      await t.db.selectFrom('outbox').select('id').where('recipient', '=', jan.customer.email).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('account_token').select('id').where('account_id', '=', jan.customer.id).execute(),
    ).toEqual([]);
    // What the operator keeps stays, for the operator to decide on: the case and the invoice.
    expect(
      await t.db.selectFrom('invoice').select('number').where('account_id', '=', jan.customer.id).execute(),
    ).toEqual([{ number: jan.invoiceNumber }]);

    // The address can register again.
    const fresh = await createCustomer(t.db, { email: jan.customer.email });
    expect(fresh.id).not.toBe(jan.customer.id);

    // Anna is untouched.
    expect((await anna.client.get('/api/issues')).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('outbox').select('id').where('recipient', '=', anna.customer.email).execute(),
    ).toHaveLength(1);

    const events = await auditEventsAbout(
      t.db,
      { kind: 'account', id: jan.customer.id },
      DATA_RIGHTS_ACTIONS,
    );
    expect(events.map((e) => [e.action, e.actor_kind])).toEqual([['account.close', 'customer']]);
  });

  it('with two-factor on, the password alone does not close the account; the password and a code do', async () => {
    const customer = await createCustomer(t.db);
    const secret = newTotpSecret();
    await setSecondFactor(t.db, customer, { secret, step: 0 }, '127.0.0.1');
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    expect((await client.post('/api/account/login/mfa', { code: totp.generate() })).statusCode).toBe(200);

    const passwordOnly = await client.post('/api/account/close', { password: customer.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().details[0]).toMatchObject({
      pointer: '/currentCode',
      keyword: ReauthErrorKeyword.required,
    });
    const withCode = await client.post('/api/account/close', {
      password: customer.password,
      currentCode: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const row = await t.db
      .selectFrom('account')
      .select(['status', 'totp_secret'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ERASED', totp_secret: null });
  });

  describe('the back office', () => {
    const bo = (url: string, payload: object, apiKey = key) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-api-key': apiKey }, payload });

    it('customer:export gives the customer’s archive to a key, recorded with the key', async () => {
      const jan = await customerWithEverything(t, key);
      const response = await bo('/api/backoffice/customers/export', { customer: jan.customer.email });
      expect(response.statusCode, response.body).toBe(200);
      const entries = await unzip(response.rawPayload);
      const data = JSON.parse(entries.get(DATA_FILE_NAME)!.toString('utf8'));
      expect(data.account.email).toBe(jan.customer.email);
      expect(entries.get(data.applications[0].attachments[0].file)!.equals(jan.files.attachment.bytes)).toBe(
        true,
      );
      const [event] = await auditEventsAbout(
        t.db,
        { kind: 'account', id: jan.customer.id },
        DATA_RIGHTS_ACTIONS,
      );
      expect(event).toMatchObject({ action: 'customer.export', actor_kind: 'backoffice' });

      expect(
        (await bo('/api/backoffice/customers/export', { customer: 'nikt@example.com' })).statusCode,
      ).toBe(404);
      expect((await bo('/api/backoffice/customers/export', {})).statusCode).toBe(400);
      expect(
        (await bo('/api/backoffice/customers/export', { customer: jan.customer.email }, 'bo_zly')).statusCode,
      ).toBe(401);
    });

    it('customer:erase removes the data, its files and mail; invoices stay pseudonymised; others untouched', async () => {
      const jan = await customerWithEverything(t, key);
      const anna = await customerWithEverything(t, key);
      const janKeys = await storageKeysOf(t, jan.customer.id);
      const annaKeys = await storageKeysOf(t, anna.customer.id);
      expect(janKeys).toHaveLength(2);
      for (const k of janKeys) expect(await exists(t, k)).toBe(true);

      const response = await bo('/api/backoffice/customers/erase', { customer: jan.customer.email });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        accountId: jan.customer.id,
        applications: 1,
        cases: 1,
        documents: 1,
        files: 2,
        filesNotRemoved: 0,
        invoicesPseudonymised: 1,
        paymentsKept: 1,
        note: null,
      });

      // The file store.
      for (const k of janKeys) expect(await exists(t, k)).toBe(false);
      for (const k of annaKeys) expect(await exists(t, k)).toBe(true);
      // The database: nothing names Jan any more.
      const db = t.db;
      expect(
        await db.selectFrom('application').select('id').where('number', '=', jan.applicationNumber).execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom('issue').select('id').where('number', '=', jan.caseNumber).execute(),
      ).toEqual([]);
      expect(
        await db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', 'in', [jan.customer.email, jan.applicationEmail])
          .execute(),
      ).toEqual([]);
      const invoice = await db
        .selectFrom('invoice')
        .selectAll()
        .where('number', '=', jan.invoiceNumber)
        .executeTakeFirstOrThrow();
      expect(invoice).toMatchObject({
        account_id: jan.customer.id,
        investment_address: null,
        issue_id: null,
        amount: 12_345,
      });
      const account = await db
        .selectFrom('account')
        .selectAll()
        .where('id', '=', jan.customer.id)
        .executeTakeFirstOrThrow();
      expect(account.email).toBe(tombstoneEmail(jan.customer.id));
      expect(
        await db.selectFrom('payment_order').select('id').where('account_id', '=', jan.customer.id).execute(),
      ).toHaveLength(1);
      const everything = JSON.stringify(
        await Promise.all(
          (
            [
              'account',
              'application',
              'issue',
              'issue_document',
              'outbox',
              'invoice',
              'login_guard',
              'account_request',
              'simulated_transaction',
              'audit_event',
            ] as const
          ).map((table) => db.selectFrom(table).selectAll().execute()),
        ),
      );
      for (const trace of [
        jan.customer.email,
        jan.customer.lastName!,
        jan.customer.phone!,
        jan.applicationEmail,
        jan.caseNumber,
        jan.applicationNumber,
        jan.documentText,
      ])
        expect(everything).not.toContain(trace);

      // Operability: the erased customer's security events stay, without their addresses; Anna's keep theirs.
      const addressesOf = async (id: number) =>
        (await auditEventsAbout(db, { kind: 'account', id })).map((e) => e.address);
      expect(await addressesOf(jan.customer.id)).not.toHaveLength(0);
      expect(new Set(await addressesOf(jan.customer.id))).toEqual(new Set([null]));
      expect(await addressesOf(anna.customer.id)).toContain('127.0.0.1');

      // Sign-in fails; Anna keeps everything.
      const login = await new Client(t.app).post('/api/account/login', {
        username: jan.customer.email,
        password: jan.customer.password,
      });
      expect([400, 401]).toContain(login.statusCode);
      const annas = await exportOf(anna.client);
      const annaData = JSON.parse(annas.entries!.get(DATA_FILE_NAME)!.toString('utf8'));
      expect(annaData.applications).toHaveLength(1);
      expect(annaData.cases).toHaveLength(1);
      expect(annaData.invoices[0].investmentAddress).toBe('ul. Lipowa 1, 05-500 Piaseczno');

      const events = await auditEventsAbout(
        t.db,
        { kind: 'account', id: jan.customer.id },
        DATA_RIGHTS_ACTIONS,
      );
      expect(events.map((e) => [e.action, e.actor_kind])).toEqual([['customer.erase', 'backoffice']]);
      expect(JSON.stringify(events)).not.toContain(jan.customer.email);

      // A second erasure (by the id the back office keeps) finds nothing more to remove.
      const twice = await bo('/api/backoffice/customers/erase', { customer: String(jan.customer.id) });
      expect(twice.json()).toMatchObject({ applications: 0, cases: 0, files: 0 });
    });

    it('customer:erase after the customer closed the account still finds their applications', async () => {
      const jan = await customerWithEverything(t, key);
      expect(
        (await jan.client.post('/api/account/close', { password: jan.customer.password })).statusCode,
      ).toBe(200);
      const keys = await storageKeysOf(t, jan.customer.id);
      expect(keys).toHaveLength(2);
      const response = await bo('/api/backoffice/customers/erase', { customer: String(jan.customer.id) });
      expect(response.json()).toMatchObject({ applications: 1, cases: 1, files: 2 });
      for (const k of keys) expect(await exists(t, k)).toBe(false);
    });
  });
});
