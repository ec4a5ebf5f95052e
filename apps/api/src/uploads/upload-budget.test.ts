// Data lifecycle, the first flood: one anonymous client with the proof-of-work captcha filed 4 applications with
// 8 x 6 MB attachments each in 36 s, and the file store grew by 192 MB. Repeated here against the app with
// the default budget (UPLOAD_BUDGET_ADDRESS_MB=50): the first application is stored, the others are
// refused (413) before their bodies are read, and the file store and the database stay within the budget.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { multipart, samplePdf } from '../test/multipart.ts';
import { solveAltcha } from '../test/captcha.ts';
import { createCustomer } from '../test/accounts.ts';
import { createCase, sendDocument } from '../test/cases.ts';
import { createIntegrationKey } from '../backoffice/integration-keys.ts';
import { loadConfig } from '../config.ts';
import { UPLOAD_BUDGET_KEYWORD } from './upload-budget-messages.ts';

const MB = 1_048_576;
const defaults = loadConfig({ NODE_ENV: 'test' }).floodLimits;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    // The address budget is the default; the account's is small so that a few documents spend it.
    floodLimits: { ...defaults, uploadBudget: { ...defaults.uploadBudget, accountBytes: 5 * MB } },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function distinctPdf(size: number): Buffer {
  const pdf = samplePdf(size);
  randomBytes(16).copy(pdf, size - 16);
  return pdf;
}

/** Bytes of every file under the file store's folder. */
function storedBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function applicationRows() {
  const row = await t.db
    .selectFrom('application')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A visitor's application of the test form with `count` attachments of `size` bytes, as the wizard sends it. */
async function application(visitor: Client, count: number, size: number) {
  return t.app.inject(await applicationRequest(visitor, count, size));
}

describe('a per-address budget of stored bytes for visitors', () => {
  it('repeats the flood of 4 applications with 8 x 6 MB: one is stored, three are refused early', async () => {
    const visitor = new Client(t.app);
    await visitor.csrf();
    const scan = vi.spyOn(t.app.antivirus, 'scan');
    const filesBefore = storedBytes(t.config.filesDir);
    const rowsBefore = await applicationRows();
    const started = Date.now();

    const statuses: number[] = [];
    const refusals: { message: string; keyword: string | undefined }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await application(visitor, 8, 6 * MB);
      statuses.push(response.statusCode);
      if (response.statusCode !== 200)
        refusals.push({ message: response.json().message, keyword: response.json().details?.[0]?.keyword });
    }
    const grown = storedBytes(t.config.filesDir) - filesBefore;
    console.info(
      `upload flood: ${statuses.join(', ')} in ${Date.now() - started} ms; file store +${(grown / MB).toFixed(1)} MB`,
    );

    expect(statuses).toEqual([200, 413, 413, 413]);
    expect(refusals[0]!.keyword).toBe(UPLOAD_BUDGET_KEYWORD);
    expect(refusals[0]!.message).toMatch(
      /^Z Twojego adresu można do \d\d\.\d\d\.\d{4}, \d\d:\d\d przesłać jeszcze 1,9 MB plików/,
    );
    // Only the stored application's files were ever scanned: the refused ones were not read.
    expect(scan).toHaveBeenCalledTimes(8);
    scan.mockRestore();
    expect(grown).toBe(8 * 6 * MB);
    expect(grown).toBeLessThanOrEqual(defaults.uploadBudget.addressBytes);
    expect((await applicationRows()) - rowsBefore).toBe(1);
    // What the budget counts is what was stored: the files and the payload, not the refused requests.
    const budget = await t.db
      .selectFrom('upload_budget')
      .selectAll()
      .where('key', '=', 'address:127.0.0.1')
      .executeTakeFirstOrThrow();
    expect(budget.bytes).toBeGreaterThan(8 * 6 * MB);
    expect(budget.bytes).toBeLessThan(8 * 6 * MB + 10_000);
    // ~200 MB cross the app, 48 MB of them are scanned and stored: ~10 s on an idle machine of two cores.
  }, 120_000);

  it('answers 413 over a real connection before the client has sent its body', async () => {
    const visitor = new Client(t.app);
    await visitor.csrf();
    const socket = net.connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
        if (/\r\n\r\n[\s\S]*\}$/.test(text)) resolve(text);
      });
      socket.on('error', reject);
    });
    // Headers only: 48 MB are declared and none of them is ever sent.
    socket.write(
      `POST /api/application/send HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${visitor.cookieHeader}\r\n` +
        `X-XSRF-TOKEN: ${visitor.cookies.get('XSRF-TOKEN')}\r\n` +
        `Content-Type: multipart/form-data; boundary=----flood\r\nContent-Length: ${48 * MB}\r\n\r\n`,
    );
    const response = await answer;
    socket.destroy();
    expect(response.startsWith('HTTP/1.1 413')).toBe(true);
    expect(response).toContain('"keyword":"uploadBudget"');
  });

  it('answers 429 with Retry-After once the budget is spent', async () => {
    await t.db
      .updateTable('upload_budget')
      .set({ bytes: defaults.uploadBudget.addressBytes })
      .where('key', '=', 'address:127.0.0.1')
      .execute();
    const visitor = new Client(t.app);
    await visitor.csrf();
    const response = await application(visitor, 1, 1000);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(response.json()).toMatchObject({
      status: 429,
      details: [{ pointer: '/files', keyword: UPLOAD_BUDGET_KEYWORD }],
    });
    expect(response.json().message).toMatch(/^Z Twojego adresu przesłano już 50 MB plików/);
  });

  it('another address has its own budget', async () => {
    const visitor = new Client(t.app, '192.0.2.77');
    await visitor.csrf();
    const response = await t.app.inject({
      ...(await applicationRequest(visitor)),
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode).toBe(200);
  });

  it('concurrent uploads from one address cannot together pass the budget (one statement reserves)', async () => {
    const address = '192.0.2.88';
    const visitor = new Client(t.app, address);
    await visitor.csrf();
    // 25 MB spent: of five applications of 12 MB (and their multipart framing) at once, two fit.
    await sql`insert into upload_budget (key, bytes, resets_at)
      values (${`address:${address}`}, ${25 * MB}, now() + interval '1 hour')`.execute(t.db);
    const requests = await Promise.all(
      Array.from({ length: 5 }, () => applicationRequest(visitor, 2, 6 * MB)),
    );
    const answers = await Promise.all(
      requests.map((request) => t.app.inject({ ...request, remoteAddress: address })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 413, 413, 413]);
    const row = await t.db
      .selectFrom('upload_budget')
      .select('bytes')
      .where('key', '=', `address:${address}`)
      .executeTakeFirstOrThrow();
    expect(row.bytes).toBeLessThanOrEqual(defaults.uploadBudget.addressBytes);
  });
});

/** The request of `application`, built but not sent (for another address, or to send several at once). */
async function applicationRequest(visitor: Client, count = 1, size = 1000) {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  // Each attachment its own name and content (the form refuses the same file twice).
  const documents = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `mapa-${i + 1}.pdf`,
    size,
    type: 'application/pdf',
  }));
  const payload = {
    formId: 901,
    formVersion: '1.2.0',
    captcha: await solveAltcha(challenge),
    data: {
      applicant: { firstName: 'Jan', pesel: '44051401359' },
      contact: { email: `jan.${randomUUID()}@example.com`, smsPhone: '601-234-567' },
      power: { kw: 5, phase: 'single_phase' },
      documents,
    },
  };
  const { body, contentType } = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    ...documents.map((d) => ({ name: `file:${d.id}`, value: distinctPdf(size), filename: d.name })),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/application/send',
    headers: {
      cookie: visitor.cookieHeader,
      'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')!,
      'content-type': contentType,
    },
    payload: body,
  };
}

describe("a signed-in customer's daily budget", () => {
  it('counts the documents the account stored and refuses one that does not fit, before reading it', async () => {
    const customer = await createCustomer(t.db);
    const key = await createIntegrationKey(t.db, 'crm');
    const issueId = await createCase(t.app, key, { number: 'PP/2026/901', customerEmail: customer.email });
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    await client.csrf();
    const document = (bytes: number) =>
      sendDocument(t.app, client, [
        { name: 'issueId', value: String(issueId) },
        { name: 'text', value: 'Pismo' },
        { name: 'file', value: samplePdf(bytes), filename: 'pismo.pdf' },
      ]);
    expect((await document(3 * MB)).statusCode).toBe(200);
    const refused = await document(3 * MB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^Z Twojego konta można do .* przesłać jeszcze 1,9 MB plików/);
    expect((await document(MB)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('upload_budget')
      .select('bytes')
      .where('key', 'like', 'account:%')
      .executeTakeFirstOrThrow();
    expect(row.bytes).toBe(4 * MB + 2 * 'Pismo'.length);
  });
});
