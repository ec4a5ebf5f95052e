import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueListResponse, IssueStatus } from '@portal/api-contract';
import { Value } from 'typebox/value';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { samplePdf, type Part } from '../../../test/multipart.ts';
import { sendDocument as sendDocumentAs } from '../../../test/cases.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';
import { EICAR } from '../../../adapters/antivirus/eicar.ts';

let t: TestApp;
let key: string;
let owner: Awaited<ReturnType<typeof createCustomer>>;
let other: Awaited<ReturnType<typeof createCustomer>>;
let ownerClient: Client;
let otherClient: Client;
let openId: number;
let noLetterId: number;

const bo = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });

async function upsert(body: Record<string, unknown>) {
  const response = await bo('POST', '/api/backoffice/issues', {
    barcode: '590000111',
    type: 'Przyłączenie do sieci',
    client: 'Jan Testowy',
    address: 'ul. Lipowa 1, 05-500 Piaseczno',
    registrationDate: '2026-10-01T10:00:00.000Z',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t.db, 'crm');
  owner = await createCustomer(t.db);
  other = await createCustomer(t.db);
  ownerClient = new Client(t.app);
  otherClient = new Client(t.app);
  await ownerClient.post('/api/account/login', { username: owner.email, password: owner.password });
  await otherClient.post('/api/account/login', { username: other.email, password: other.password });
  openId = (
    await upsert({
      number: 'PP/2026/1',
      status: IssueStatus.inProgress,
      customerEmail: owner.email,
      notification: 'Podpisz umowę',
      recent: true,
      properties: { requestedPower: '11 kW', responseDeadline: '2026-11-01' },
      extraProperties: [{ label: 'Numer PPE', value: '590123456789012345' }],
      contact: { name: 'Katarzyna Wiśniewska', phone: '22 555-12-34', email: 'k.w@osd.example.com' },
    })
  ).id;
  await upsert({
    number: 'PP/2026/2',
    status: IssueStatus.completed,
    customerEmail: owner.email,
    type: 'Mikroinstalacja',
  });
  noLetterId = (
    await upsert({
      number: 'PP/2026/3',
      status: 'Oczekuje na dokumenty',
      customerEmail: owner.email,
      noLetter: true,
    })
  ).id;
  await upsert({ number: 'PX/2026/9', status: IssueStatus.submitted, customerEmail: other.email });
});
afterAll(() => t.close());

async function sendDocument(client: Client, parts: Part[]) {
  await client.csrf();
  return sendDocumentAs(t.app, client, parts);
}

describe('access matrix over /api/issues', () => {
  const anonymous = () => new Client(t.app);
  it.each([
    ['GET /api/issues', (c: Client) => c.get('/api/issues')],
    ['GET /api/issues?history=true', (c: Client) => c.get('/api/issues?history=true')],
    ['GET /api/issues/:id', (c: Client) => c.get(`/api/issues/${openId}`)],
    [
      'POST /api/issues/documents/send',
      (c: Client) =>
        sendDocument(c, [
          { name: 'issueId', value: String(openId) },
          { name: 'text', value: 'x' },
        ]),
    ],
  ])('%s: anonymous 401', async (_name, call) => {
    expect((await call(anonymous())).statusCode).toBe(401);
  });

  it('owner sees only their own cases; the other customer sees only theirs', async () => {
    const mine = (await ownerClient.get('/api/issues')).json();
    expect(mine.issues.map((i: { number: string }) => i.number).sort()).toEqual(['PP/2026/1', 'PP/2026/3']);
    const theirs = (await otherClient.get('/api/issues')).json();
    expect(theirs.issues.map((i: { number: string }) => i.number)).toEqual(['PX/2026/9']);
  });

  it("another customer's case answers 404, exactly like an unknown id", async () => {
    const foreign = await otherClient.get(`/api/issues/${openId}`);
    const unknown = await otherClient.get('/api/issues/999999');
    expect(foreign.statusCode).toBe(404);
    // Alike but for each request's own id.
    expect({ ...foreign.json(), requestId: null }).toEqual({ ...unknown.json(), requestId: null });
    const send = await sendDocument(otherClient, [
      { name: 'issueId', value: String(openId) },
      { name: 'text', value: 'Cudza sprawa' },
    ]);
    expect(send.statusCode).toBe(404);
  });
});

describe('GET /api/issues', () => {
  it('answers exactly the IssueListResponse shape, in both modes and for a customer without cases', async () => {
    const empty = await createCustomer(t.db);
    const emptyClient = new Client(t.app);
    await emptyClient.post('/api/account/login', { username: empty.email, password: empty.password });
    for (const [client, url] of [
      [ownerClient, '/api/issues'],
      [ownerClient, '/api/issues?history=true'],
      [emptyClient, '/api/issues'],
    ] as const) {
      const response = await client.get(url);
      expect(response.headers['content-type']).toContain('application/json');
      expect(Value.Check(IssueListResponse, response.json()), url).toBe(true);
    }
    expect((await emptyClient.get('/api/issues')).json()).toEqual({
      issues: [],
      notifications: 0,
      statusesByType: { _all: [] },
    });
  });

  it('answers brotli or gzip, as the browser accepts, with the same content', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await ownerClient.get('/api/issues');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/issues',
      headers: { cookie: ownerClient.cookieHeader, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/issues',
      headers: { cookie: ownerClient.cookieHeader, 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('is never stale: a change by the back office shows at once; an unchanged list answers 304 to its ETag', async () => {
    const first = await ownerClient.get('/api/issues');
    const etag = first.headers.etag as string;
    const notModified = await t.app.inject({
      method: 'GET',
      url: '/api/issues',
      headers: { cookie: ownerClient.cookieHeader, 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);
    await upsert({ number: 'PP/2026/4', status: IssueStatus.submitted, customerEmail: owner.email });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/issues',
      headers: { cookie: ownerClient.cookieHeader, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().issues.map((i: { number: string }) => i.number)).toContain('PP/2026/4');
    // Relinking a case to someone else takes it off this customer's list.
    await upsert({ number: 'PP/2026/4', status: IssueStatus.submitted, customerEmail: other.email });
    expect(
      (await ownerClient.get('/api/issues')).json().issues.map((i: { number: string }) => i.number),
    ).not.toContain('PP/2026/4');
    expect(
      (await otherClient.get('/api/issues')).json().issues.map((i: { number: string }) => i.number),
    ).toContain('PP/2026/4');
  });

  it('gives open cases, the notification count and statuses by type (with _all)', async () => {
    const body = (await ownerClient.get('/api/issues')).json();
    expect(body.notifications).toBe(1);
    expect(body.statusesByType._all).toEqual(['Oczekuje na dokumenty', 'W realizacji']);
    expect(body.issues.find((i: { number: string }) => i.number === 'PP/2026/1')).toMatchObject({
      registrationDate: '2026-10-01T10:00:00.000Z',
      number: 'PP/2026/1',
      status: 'W realizacji',
      notification: 'Podpisz umowę',
      recent: true,
      client: 'Jan Testowy',
    });
  });
  it('gives completed and canceled cases in history mode', async () => {
    const body = (await ownerClient.get('/api/issues?history=true')).json();
    expect(body.issues.map((i: { number: string }) => i.number)).toEqual(['PP/2026/2']);
    expect(body.statusesByType).toEqual({
      _all: ['Zakończenie realizacji'],
      Mikroinstalacja: ['Zakończenie realizacji'],
    });
  });
});

describe('GET /api/issues/:id', () => {
  it('gives the properties in the order of the spec, then extras; the contact with a QR text; the history newest first', async () => {
    await bo('POST', `/api/backoffice/issues/${openId}/history`, {
      value: 'Przygotowanie umowy',
      description: 'Umowa w przygotowaniu',
    });
    const details = (await ownerClient.get(`/api/issues/${openId}`)).json();
    expect(details.properties.map((p: { label: string }) => p.label)).toEqual([
      'Numer sprawy',
      'Numer kodu kreskowego',
      'Status',
      'Data wpływu do OSD',
      'Termin udzielenia odpowiedzi',
      'Nazwa klienta',
      'Adres przyłączenia',
      'Moc wnioskowana',
      'Numer PPE',
    ]);
    expect(details.history[0]).toMatchObject({
      value: 'Przygotowanie umowy',
      description: 'Umowa w przygotowaniu',
    });
    expect(details.status).toBe('Przygotowanie umowy');
    expect(details.contact.qrcode).toContain('BEGIN:VCARD');
    expect(details.contact.qrcode).toContain('TEL:22 555-12-34');
    expect(details.noLetter).toBe(false);
  });
});

describe('POST /api/issues/documents/send', () => {
  it('stores a message with a PDF; it appears in the case documents; the back office collects and downloads it', async () => {
    const response = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(openId) },
      { name: 'text', value: 'W załączeniu podpisana umowa.' },
      { name: 'file', value: samplePdf(4000), filename: 'umowa podpisana.pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    const { document } = response.json();
    // Customer journeys: the letter is listed by its text and files (it has no barcode yet).
    const sentLetter = {
      text: 'W załączeniu podpisana umowa.',
      files: [{ name: 'umowa podpisana.pdf', size: 4000 }],
    };
    expect(document).toMatchObject({ barcode: null, sentLetter });
    const details = (await ownerClient.get(`/api/issues/${openId}`)).json();
    expect(details.documents[0]).toMatchObject({
      id: document.id,
      status: 'Przekazano do realizacji',
      sentLetter,
    });

    const waiting = (await bo('GET', '/api/backoffice/customer-documents?collected=false')).json();
    const sent = waiting.find((d: { id: number }) => d.id === document.id);
    expect(sent).toMatchObject({
      issueNumber: 'PP/2026/1',
      message: 'W załączeniu podpisana umowa.',
      files: [{ filename: 'umowa podpisana.pdf', size: 4000 }],
    });
    const download = await bo(
      'GET',
      `/api/backoffice/customer-documents/${document.id}/files/${sent.files[0].id}`,
    );
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.length).toBe(4000);
    await bo('POST', `/api/backoffice/customer-documents/${document.id}/collect`);
    await bo('PUT', `/api/backoffice/issues/${openId}/documents/${document.id}`, {
      status: 'Rozpatrzono',
      responseDate: '2026-11-20T10:00:00.000Z',
      barcode: 'DOK1',
    });
    const after = (await ownerClient.get(`/api/issues/${openId}`)).json();
    expect(after.documents[0]).toMatchObject({ status: 'Rozpatrzono', barcode: 'DOK1', sentLetter });
  });

  it('needs a message or at least one file', async () => {
    const response = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(openId) },
      { name: 'text', value: '   ' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe(
      'Wpisz treść pisma lub dodaj przynajmniej jeden załącznik',
    );
  });

  it('refuses a case with the no-letter flag', async () => {
    const response = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(noLetterId) },
      { name: 'text', value: 'x' },
    ]);
    expect(response.statusCode).toBe(409);
  });

  it('answers a file error with 422 and a virus with another status', async () => {
    const big = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(openId) },
      { name: 'file', value: samplePdf(10_485_761), filename: 'duzy.pdf' },
    ]);
    expect(big.statusCode).toBe(422);
    const mismatch = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(openId) },
      { name: 'file', value: Buffer.from('GIF89a'), filename: 'skan.png' },
    ]);
    expect(mismatch.statusCode).toBe(422);
    const virus = await sendDocument(ownerClient, [
      { name: 'issueId', value: String(openId) },
      {
        name: 'file',
        value: Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.from(EICAR)]),
        filename: 'x.pdf',
      },
    ]);
    expect(virus.statusCode).not.toBe(422);
    expect(virus.statusCode).toBeGreaterThanOrEqual(400);
    expect(virus.json().details[0].keyword).toBe('virus');
  });
});
