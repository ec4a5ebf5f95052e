import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileStandaloneModule, localizeErrors, validateWithContext } from '@portal/validation';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { samplePdf, type Part } from '../../../test/multipart.ts';
import { postMultipart } from '../../../test/cases.ts';
import { solveAltcha } from '../../../test/captcha.ts';
import { createCustomer, lastMailTo, linkIn } from '../../../test/accounts.ts';
import { EICAR } from '../../../adapters/antivirus/eicar.ts';
import { storageWithPut } from '../../../test/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const schemaFile = path.join(here, '../../../test/schemas/forms/901-zgloszenie-testowe/schema.json');

let t: TestApp;
let failingStorage = false;
beforeAll(async () => {
  const filesDir = path.join(here, '.files-test');
  // A storage that can be made to fail, to prove the rollback.
  const storage = storageWithPut(filesDir, 'test', async (real, key, source) => {
    if (failingStorage) throw new Error('disk full');
    return real.putFromFile(key, source);
  });
  t = await createTestApp({ captcha: { provider: 'altcha', altchaMaxNumber: 1000 }, filesDir }, undefined, {
    storage,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(path.join(here, '.files-test'), { recursive: true, force: true });
});

function validData(overrides: Record<string, unknown> = {}) {
  const id = randomUUID();
  return {
    data: {
      applicant: { firstName: 'Jan', pesel: '44051401359' },
      contact: { email: `jan.${Date.now()}@example.com`, smsPhone: '601-234-567' },
      power: { kw: 5, phase: 'single_phase' },
      documents: [{ id, name: 'tytul-prawny.pdf', size: 999, type: 'application/pdf' }],
      ...overrides,
    },
    fileId: id,
  };
}

async function captcha(): Promise<string> {
  return solveAltcha((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json());
}

async function send(
  payload: object,
  files: Part[],
  client = new Client(t.app),
  url = '/api/application/send',
) {
  await client.csrf();
  return postMultipart(t.app, client, url, [{ name: 'payload', value: JSON.stringify(payload) }, ...files]);
}

describe('POST /api/application/send (visitor)', () => {
  it('stores the application with its file and e-mails a 24-hour confirmation link; SMS to the phone', async () => {
    const { data, fileId } = validData();
    const response = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(1500), filename: 'tytul-prawny.pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    const sent = response.json();
    expect(sent).toMatchObject({ email: data.contact.email, phone: '601-234-567' });
    expect(sent.applicationNumber).toMatch(/^WN\/\d{4}\/\d{6}$/);
    const validFor = new Date(sent.confirmationValidUntil).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(23.9 * 3_600_000);

    const row = await t.db
      .selectFrom('application')
      .selectAll()
      .where('number', '=', sent.applicationNumber)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('UNCONFIRMED');
    // The size the server received, not the one the browser claimed.
    expect((row.payload as { documents: { size: number }[] }).documents[0]!.size).toBe(1500);
    const attachment = await t.db
      .selectFrom('application_attachment')
      .selectAll()
      .where('application_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(attachment).toMatchObject({
      filename: 'tytul-prawny.pdf',
      size: 1500,
      field: '/documents',
      extension: 'pdf',
    });
    expect(attachment.storage_key).not.toContain('tytul');
    expect(
      readFileSync(path.join(here, '.files-test', attachment.storage_key))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const mail = await lastMailTo(t.db, data.contact.email);
    const link = linkIn(mail!.body_text, '/wniosek/potwierdz');
    expect(link.searchParams.get('account')).toBeNull();
    expect((await lastMailTo(t.db, '601-234-567'))?.channel).toBe('sms');

    const confirm = await new Client(t.app).post('/api/application/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ applicationNumber: sent.applicationNumber, registration: false });
    const again = await new Client(t.app).post('/api/application/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0].keyword).toBe('applicationAlreadyConfirmed');
  });

  it('needs a solved captcha from a visitor', async () => {
    const { data, fileId } = validData();
    const response = await send({ formId: 901, formVersion: '1.2.0', data }, [
      { name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].pointer).toBe('/captcha');
  });

  it("refuses a payload the browser's precompiled validator refuses, with the same pointers, keywords and messages", async () => {
    const { data, fileId } = validData({
      applicant: { firstName: 'J'.repeat(33), pesel: '44051401358' },
      power: { kw: 9, phase: 'single_phase' },
    });
    const response = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(999), filename: 'tytul-prawny.pdf' },
    ]);
    expect(response.statusCode).toBe(400);

    // The browser's validator: the standalone module the portal's build generates from the same schema.
    const dir = path.join(here, '.standalone-test');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `validator-${Date.now()}.mjs`);
    writeFileSync(file, compileStandaloneModule(JSON.parse(readFileSync(schemaFile, 'utf8'))));
    try {
      const { default: browserValidate } = await import(file);
      const outcome = validateWithContext(browserValidate, data);
      const expected = localizeErrors([...outcome.errors], 'pl', { data });
      expect(expected.length).toBeGreaterThanOrEqual(3);
      expect(response.json().details).toEqual(
        expected.map(({ pointer, keyword, message }) => ({ pointer, keyword, message })),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await lastMailTo(t.db, data.contact.email)).toBeUndefined();
  });

  it('refuses a changed form version with 409 so no answer is misread', async () => {
    const { data, fileId } = validData();
    const response = await send({ formId: 901, formVersion: '1.1.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' },
    ]);
    expect(response.statusCode).toBe(409);
  });

  it('refuses a descriptor without its file, and a file without its descriptor', async () => {
    const { data } = validData();
    const missing = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, []);
    expect(missing.statusCode).toBe(400);
    const { data: other, fileId } = validData();
    const extra = await send({ formId: 901, formVersion: '1.2.0', data: other, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' },
      { name: `file:${randomUUID()}`, value: samplePdf(), filename: 'b.pdf' },
    ]);
    expect(extra.statusCode).toBe(400);
  });

  it('refuses the EICAR file with the virus answer and stores nothing', async () => {
    const { data, fileId } = validData();
    const before = await t.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      {
        name: `file:${fileId}`,
        value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR)]),
        filename: 'a.pdf',
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].keyword).toBe('virus');
    const after = await t.db
      .selectFrom('application')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses an 11 MB file while streaming (422) and a file whose content is not its type', async () => {
    const { data, fileId } = validData();
    const big = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(11 * 1_048_576), filename: 'a.pdf' },
    ]);
    expect(big.statusCode).toBe(422);
    const fake = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: Buffer.from('MZ not a pdf'), filename: 'a.pdf' },
    ]);
    expect(fake.statusCode).toBe(422);
  });

  it('answers 503 when the file storage fails, and stores nothing: no application, no mail, no file', async () => {
    const { data, fileId } = validData();
    failingStorage = true;
    try {
      const response = await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
        { name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' },
      ]);
      // Security hardening: the store being away is no bug (500) and no virus: the service is away for a moment.
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      failingStorage = false;
    }
    expect(
      await t.db.selectFrom('application').selectAll().where('email', '=', data.contact.email).execute(),
    ).toHaveLength(0);
    expect(await lastMailTo(t.db, data.contact.email)).toBeUndefined();
  });

  it('answers garbage payloads with 400, never 500', async () => {
    for (const payload of [
      '',
      'not json',
      '[]',
      '{"formId":"x"}',
      JSON.stringify({ formId: 999, formVersion: '1.0.0', data: {} }),
    ]) {
      const client = new Client(t.app);
      await client.csrf();
      const response = await postMultipart(t.app, client, '/api/application/send', [
        { name: 'payload', value: payload },
      ]);
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe('POST /api/application/send/logged', () => {
  it('links the application to the signed-in account, without a captcha', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const { data, fileId } = validData();
    const response = await send(
      { formId: 901, formVersion: '1.2.0', data },
      [{ name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' }],
      client,
      '/api/application/send/logged',
    );
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('application')
      .selectAll()
      .where('number', '=', response.json().applicationNumber)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBe(customer.id);
  });

  it('needs a signed-in customer', async () => {
    const { data, fileId } = validData();
    const response = await send(
      { formId: 901, formVersion: '1.2.0', data },
      [{ name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' }],
      new Client(t.app),
      '/api/application/send/logged',
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('account registration (form 100 style)', () => {
  // Customer journeys: registration asks for no password (the activation link sets it); nothing secret is stored.
  it('stores no password nor secret, and flags the link for registration', async () => {
    const email = `rejestracja.${Date.now()}@example.com`;
    const data = {
      account: { email, conditionsNumber: 'ND\\WK\\22505\\2023', referralCode: 'Tajny-Kod-2026' },
    };
    const response = await send({ formId: 902, formVersion: '1.0.0', data, captcha: await captcha() }, []);
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('application')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.payload).toEqual({ account: { email, conditionsNumber: 'ND\\WK\\22505\\2023' } });
    expect(row.registration_password_hash).toBeNull();
    const link = linkIn((await lastMailTo(t.db, email))!.body_text, '/wniosek/potwierdz');
    expect(link.searchParams.get('account')).toBe('true');
    const confirm = await new Client(t.app).post('/api/application/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(confirm.json().registration).toBe(true);
  });

  it('refuses a password sent by an older wizard', async () => {
    const email = `rejestracja.haslo.${Date.now()}@example.com`;
    const data = {
      account: { email, conditionsNumber: 'ND\\WK\\22505\\2023', password: 'Rejestracja-2026' },
    };
    const response = await send({ formId: 902, formVersion: '1.0.0', data, captcha: await captcha() }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ pointer: '/account/password', keyword: 'additionalProperties' }),
    ]);
  });
});

describe('POST /api/application/confirm', () => {
  it('distinguishes an unknown link (404) from an expired one (410)', async () => {
    const unknown = await new Client(t.app).post('/api/application/confirm', { token: 'nieistniejacy' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].keyword).toBe('applicationNotFound');

    const { data, fileId } = validData();
    await send({ formId: 901, formVersion: '1.2.0', data, captcha: await captcha() }, [
      { name: `file:${fileId}`, value: samplePdf(), filename: 'a.pdf' },
    ]);
    const link = linkIn((await lastMailTo(t.db, data.contact.email))!.body_text, '/wniosek/potwierdz');
    await t.db
      .updateTable('application')
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', data.contact.email)
      .execute();
    const expired = await new Client(t.app).post('/api/application/confirm', {
      token: link.searchParams.get('token'),
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().details[0].keyword).toBe('applicationExpired');
  });
});
