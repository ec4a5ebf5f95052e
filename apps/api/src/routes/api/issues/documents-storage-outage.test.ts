// Security hardening: a hung file storage held one database connection per stuck upload (files were written inside
// the transaction), so the case list and sign-in failed with the store. Now files are stored before the
// record, every storage call has a deadline, and a storage failure is a 503 with Retry-After.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { samplePdf } from '../../../test/multipart.ts';
import { createCase, sendDocument as sendDocumentAs } from '../../../test/cases.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { storageWithPut } from '../../../test/storage.ts';

const DEADLINE_MS = 1_500;

let t: TestApp;
let jan: Client;
let issueId: number;
let store: 'up' | 'hung' | 'refusing' = 'up';
const hung: (() => void)[] = [];

beforeAll(async () => {
  // Named so that the test app removes it when it closes.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'portal-files-outage-'));
  const storage = storageWithPut(filesDir, 'switchable', async (real, key, source, call) => {
    if (store === 'refusing')
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    if (store === 'hung')
      await new Promise<void>((resolve, reject) => {
        hung.push(resolve);
        call?.signal?.addEventListener('abort', () => reject(call.signal!.reason));
      });
    return real.putFromFile(key, source);
  });
  t = await createTestApp(
    {
      filesDir,
      storageDeadlines: {
        operationMs: DEADLINE_MS,
        minimumBytesPerSecond: 100 * 1024 * 1024,
        idleReadMs: DEADLINE_MS,
      },
    },
    undefined,
    { storage },
  );
  const key = await createIntegrationKey(t.db, 'crm');
  const customer = await createCustomer(t.db);
  jan = new Client(t.app);
  await jan.post('/api/account/login', { username: customer.email, password: customer.password });
  issueId = await createCase(t.app, key, { number: 'PP/STORE/1', customerEmail: customer.email });
});
afterAll(async () => {
  for (const release of hung.splice(0)) release();
  await t.close();
});

function sendDocument(idempotencyKey?: string) {
  return sendDocumentAs(
    t.app,
    jan,
    [
      { name: 'issueId', value: String(issueId) },
      { name: 'text', value: 'Przesyłam zaświadczenie.' },
      { name: 'file', value: samplePdf(5_000), filename: 'zaswiadczenie.pdf' },
    ],
    idempotencyKey,
  );
}

const documentCount = async () =>
  (
    await t.db
      .selectFrom('issue_document')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('issue_id', '=', issueId)
      .executeTakeFirstOrThrow()
  ).n;

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(t.config.filesDir, 'issues', String(issueId)));
  } catch {
    return [];
  }
}

describe('sending documents while the file storage is away', () => {
  it('keeps the case list answering while uploads wait for a hung store, then answers them 503', async () => {
    const before = await documentCount();
    store = 'hung';
    try {
      const started = Date.now();
      const uploads = Array.from({ length: 4 }, () => sendDocument());
      await new Promise((resolve) => setTimeout(resolve, 200));
      // With files written inside the transaction, PGlite's one connection was held by the first upload.
      const listStarted = Date.now();
      const list = await jan.get('/api/issues');
      expect(list.statusCode).toBe(200);
      expect(Date.now() - listStarted).toBeLessThan(1_000);

      for (const response of await Promise.all(uploads)) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({
          status: 503,
          error: 'service_unavailable',
          message: expect.stringContaining('chwilowo niedostępny'),
        });
      }
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 2_000);
    } finally {
      store = 'up';
      for (const release of hung.splice(0)) release();
    }
    expect(await documentCount()).toBe(before);
    expect(storedFiles()).toEqual([]);
  });

  it('answers 503 at once when the store refuses, and records nothing', async () => {
    const before = await documentCount();
    store = 'refusing';
    try {
      const started = Date.now();
      const response = await sendDocument();
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    } finally {
      store = 'up';
    }
    expect(await documentCount()).toBe(before);
    expect(storedFiles()).toEqual([]);
  });

  it('stores the document once the store is back; a repeated sending leaves no second copy of its files', async () => {
    const first = await sendDocument('0b5c8f5e-3d2a-4f51-9c7e-2b1a0e4d6c11');
    expect(first.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(1);
    const again = await sendDocument('0b5c8f5e-3d2a-4f51-9c7e-2b1a0e4d6c11');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(storedFiles()).toHaveLength(1);
  });
});
