// Resilience, "anonymous application sending accepts, stores and virus-scans up to 60 MB before checking the
// captcha": the captcha (visitor) and the case's owner (documents) are checked before any file part is
// read. A refused request creates no temporary file, never reaches the scanner, and is answered while
// the client is still sending its body.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type * as FsPromises from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCustomer } from '../../test/accounts.ts';
import { samplePdf, type Part } from '../../test/multipart.ts';
import { postMultipart } from '../../test/cases.ts';
import { createIntegrationKey } from '../../backoffice/integration-keys.ts';
import { createIssueFor } from '../../test/contract-requests.ts';
import { temporaryFolders } from '../../test/temporary-folders.ts';

// Counts the temporary folders an upload creates (test/temporary-folders.ts).
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('../../test/temporary-folders.ts')).countingTemporaryFolders(
    await importOriginal<typeof FsPromises>(),
  ),
);

let t: TestApp;
let port: number;
let owner: Client;
let otherCustomersIssue: number;
let ownIssue: number;
let scan: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  t = await createTestApp({
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  const key = await createIntegrationKey(t.db, 'crm');
  const [me, other] = [await createCustomer(t.db), await createCustomer(t.db)];
  ownIssue = await createIssueFor(t.app, key, me.email, 'PP/2026/501');
  otherCustomersIssue = await createIssueFor(t.app, key, other.email, 'PP/2026/502');
  owner = new Client(t.app);
  await owner.post('/api/account/login', { username: me.email, password: me.password });
  await owner.csrf();
});
afterAll(() => t.close());
beforeEach(() => {
  scan?.mockRestore();
  scan = vi.spyOn(t.app.antivirus, 'scan');
});

async function post(client: Client, url: string, parts: Part[]) {
  return postMultipart(t.app, client, url, parts);
}

const visitorPayload = (captcha: string) =>
  JSON.stringify({ formId: 901, formVersion: '1.2.0', data: {}, captcha });

describe('a visitor filing an application', () => {
  it('with a wrong captcha is refused before the files: 400, no temporary file, no scan', async () => {
    const visitor = new Client(t.app);
    await visitor.csrf();
    const before = temporaryFolders.created;
    const response = await post(visitor, '/api/application/send', [
      { name: 'payload', value: visitorPayload('bm90LWEtc29sdXRpb24=') },
      { name: 'file:a', value: samplePdf(5_000_000), filename: 'mapa.pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ pointer: '/captcha', keyword: 'captcha' });
    expect(temporaryFolders.created).toBe(before);
    expect(scan).not.toHaveBeenCalled();
  });

  it('with a file part before the payload is refused: 400, no temporary file', async () => {
    const visitor = new Client(t.app);
    await visitor.csrf();
    const before = temporaryFolders.created;
    const response = await post(visitor, '/api/application/send', [
      { name: 'file:a', value: samplePdf(), filename: 'mapa.pdf' },
      { name: 'payload', value: visitorPayload('x') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ pointer: '/payload', keyword: 'fieldsBeforeFiles' });
    expect(temporaryFolders.created).toBe(before);
    expect(scan).not.toHaveBeenCalled();
  });

  it('is answered over a real connection while the client is still sending a 50 MB body', async () => {
    const visitor = new Client(t.app);
    await visitor.csrf();
    const boundary = '----portalEarlyAnswer';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${visitorPayload('bm90LWEtc29sdXRpb24=')}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file:a"; filename="mapa.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const declared = 50 * 1_048_576;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('\r\n\r\n')) resolve(text);
      });
      socket.on('error', reject);
    });
    socket.write(
      `POST /api/application/send HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${visitor.cookieHeader}\r\nX-XSRF-TOKEN: ${visitor.cookies.get('XSRF-TOKEN')}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(head);
    // 256 KB of the file, then nothing more: the answer must not wait for the other 49.75 MB.
    socket.write(Buffer.alloc(256 * 1024, 0x20));
    const response = await answer;
    const elapsed = Date.now() - started;
    socket.destroy();
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expect(elapsed).toBeLessThan(5_000);
    expect(scan).not.toHaveBeenCalled();
  });
});

describe('a customer sending a document to a case', () => {
  it("for another customer's case is refused before the files: 404, no temporary file, no scan", async () => {
    const before = temporaryFolders.created;
    const response = await post(owner, '/api/issues/documents/send', [
      { name: 'issueId', value: String(otherCustomersIssue) },
      { name: 'text', value: 'Pismo' },
      { name: 'file', value: samplePdf(3_000_000), filename: 'pismo.pdf' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(temporaryFolders.created).toBe(before);
    expect(scan).not.toHaveBeenCalled();
  });

  it('with a file part before issueId is refused: 400, no temporary file', async () => {
    const before = temporaryFolders.created;
    const response = await post(owner, '/api/issues/documents/send', [
      { name: 'file', value: samplePdf(), filename: 'pismo.pdf' },
      { name: 'issueId', value: String(ownIssue) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ pointer: '/issueId', keyword: 'fieldsBeforeFiles' });
    expect(temporaryFolders.created).toBe(before);
  });

  it('for their own case, issueId first, is received and scanned', async () => {
    const response = await post(owner, '/api/issues/documents/send', [
      { name: 'issueId', value: String(ownIssue) },
      { name: 'text', value: 'Pismo' },
      { name: 'file', value: samplePdf(), filename: 'pismo.pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(scan).toHaveBeenCalledTimes(1);
  });
});
