// Resilience: "a retried submission after a crash or a lost response creates a second application". With
// the Idempotency-Key header, the same key and the same request give the same answer and one record; the
// same key with another request is refused; two requests racing with one key make one application.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { samplePdf, type Part } from '../../../test/multipart.ts';
import { postMultipart } from '../../../test/cases.ts';
import { solveAltcha } from '../../../test/captcha.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { storageWithPut } from '../../../test/storage.ts';
import { removeExpired } from '../../../lib/housekeeping.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const filesDir = path.join(here, '.files-idempotency-test');

let t: TestApp;
const stored: string[] = [];
let failNextStore = false;
beforeAll(async () => {
  const storage = storageWithPut(filesDir, 'recording', async (real, key, source) => {
    if (failNextStore) {
      failNextStore = false;
      throw new Error('disk full');
    }
    stored.push(key);
    return real.putFromFile(key, source);
  });
  t = await createTestApp(
    {
      captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
      filesDir,
    },
    undefined,
    { storage },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

function application(email = `idem.${randomUUID()}@example.com`) {
  const fileId = randomUUID();
  const data = {
    applicant: { firstName: 'Jan', pesel: '44051401359' },
    contact: { email, smsPhone: '601-234-567' },
    power: { kw: 5, phase: 'single_phase' },
    documents: [{ id: fileId, name: 'tytul-prawny.pdf', size: 1500, type: 'application/pdf' }],
  };
  return {
    data,
    email,
    files: [{ name: `file:${fileId}`, value: samplePdf(1500), filename: 'tytul-prawny.pdf' }] as Part[],
  };
}

const captcha = async () =>
  solveAltcha((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json());

async function send(
  client: Client,
  key: string | null,
  body: { data: object; files: Part[] },
  url = '/api/application/send',
) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  // Every attempt solves a fresh captcha, as the wizard does; the key is what makes it the same attempt.
  const payload = {
    formId: 901,
    formVersion: '1.2.0',
    data: body.data,
    ...(url.endsWith('/logged') ? {} : { captcha: await captcha() }),
  };
  return postMultipart(
    t.app,
    client,
    url,
    [{ name: 'payload', value: JSON.stringify(payload) }, ...body.files],
    { ...(key ? { 'idempotency-key': key } : {}) },
  );
}

const applicationsFor = (email: string) =>
  t.db.selectFrom('application').select(['id', 'number']).where('email', '=', email).execute();
const mailsTo = (email: string) =>
  t.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute();

describe('POST /api/application/send with Idempotency-Key', () => {
  it('a retry with the same key and request answers the first answer: one application, files stored once, one e-mail', async () => {
    const client = new Client(t.app);
    const body = application();
    const key = randomUUID();
    const first = await send(client, key, body);
    expect(first.statusCode, first.body).toBe(200);
    const storedAfterFirst = stored.length;
    const retry = await send(client, key, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await applicationsFor(body.email)).toHaveLength(1);
    expect(stored.length).toBe(storedAfterFirst);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('the same key with another request is refused with 422 and a Polish message; nothing is stored', async () => {
    const client = new Client(t.app);
    const body = application();
    const key = randomUUID();
    expect((await send(client, key, body)).statusCode).toBe(200);
    const changed = { ...body, data: { ...body.data, power: { kw: 7, phase: 'single_phase' } } };
    const refused = await send(client, key, changed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      status: 422,
      error: 'unprocessable',
      details: [{ keyword: 'idempotencyKeyReused' }],
    });
    expect(refused.json().message).toMatch(/inn/);
    expect(await applicationsFor(body.email)).toHaveLength(1);
  });

  it('the same key with other file content is another request (422)', async () => {
    const client = new Client(t.app);
    const body = application();
    const key = randomUUID();
    expect((await send(client, key, body)).statusCode).toBe(200);
    const otherFile = {
      ...body,
      files: [{ ...body.files[0]!, value: Buffer.concat([samplePdf(1499), Buffer.from('!')]) }],
    };
    expect((await send(client, key, otherFile)).statusCode).toBe(422);
  });

  it('two requests racing with one key make one application and both get its number', async () => {
    const client = new Client(t.app);
    await client.csrf();
    const body = application();
    const key = randomUUID();
    const [a, b] = await Promise.all([send(client, key, body), send(client, key, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().applicationNumber).toBe(b.json().applicationNumber);
    expect(await applicationsFor(body.email)).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it('a key belongs to its session: another visitor with the same key gets their own application, not the first answer', async () => {
    const key = randomUUID();
    const mine = application();
    const theirs = application();
    const first = await send(new Client(t.app), key, mine);
    const second = await send(new Client(t.app), key, theirs);
    expect(second.statusCode).toBe(200);
    expect(second.json().applicationNumber).not.toBe(first.json().applicationNumber);
    expect(second.json().email).toBe(theirs.email);
  });

  it('a signed-in customer’s key belongs to the account, on both endpoints', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const body = application();
    const key = randomUUID();
    const first = await send(client, key, body, '/api/application/send/logged');
    expect(first.statusCode, first.body).toBe(200);
    // The same attempt retried through the visitor endpoint (still signed in) is the same application.
    const retry = await send(client, key, body, '/api/application/send');
    expect(retry.json()).toEqual(first.json());
    expect(await applicationsFor(body.email)).toHaveLength(1);
  });

  it('nothing is kept of an attempt that failed: its key does not replay the failure, the retry stores the application', async () => {
    const client = new Client(t.app);
    const body = application();
    const key = randomUUID();
    failNextStore = true;
    const failed = await send(client, key, body);
    expect(failed.statusCode).toBe(503);
    expect(await applicationsFor(body.email)).toHaveLength(0);
    const retry = await send(client, key, body);
    expect(retry.statusCode).toBe(200);
    expect(await applicationsFor(body.email)).toHaveLength(1);
  });

  it('without a key every send is a new application (clients that do not send one)', async () => {
    const client = new Client(t.app);
    const body = application();
    await send(client, null, body);
    await send(client, null, body);
    expect(await applicationsFor(body.email)).toHaveLength(2);
  });

  it('a key that is not a UUID is refused with 400', async () => {
    const response = await send(new Client(t.app), 'klucz-123', application());
    expect(response.statusCode).toBe(400);
  });

  it('keys are kept for a bounded time: housekeeping removes those older than a day', async () => {
    const client = new Client(t.app);
    const body = application();
    const key = randomUUID();
    expect((await send(client, key, body)).statusCode).toBe(200);
    await removeExpired(t.db, new Date(Date.now() + 25 * 3_600_000));
    expect(
      await t.db.selectFrom('idempotency_key').select('key').where('key', '=', key).execute(),
    ).toHaveLength(0);
  });
});
