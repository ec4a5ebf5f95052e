// Resilience: sending a document to a case is idempotent with the Idempotency-Key header.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { samplePdf, type Part } from '../../../test/multipart.ts';
import { createCase, sendDocument as sendDocumentAs } from '../../../test/cases.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let owner: Client;
let other: Client;
let issueId: number;
let otherIssueId: number;
beforeAll(async () => {
  t = await createTestApp();
  const key = await createIntegrationKey(t.db, 'crm');
  const customers = [await createCustomer(t.db), await createCustomer(t.db)];
  const clients: Client[] = [];
  const ids: number[] = [];
  for (const [i, customer] of customers.entries()) {
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    clients.push(client);
    ids.push(await createCase(t.app, key, { number: `PP/IDEM/${i}`, customerEmail: customer.email }));
  }
  [owner, other] = clients as [Client, Client];
  [issueId, otherIssueId] = ids as [number, number];
});
afterAll(() => t.close());

function sendDocument(client: Client, key: string | null, parts: Part[]) {
  return sendDocumentAs(t.app, client, parts, key);
}

const letter = (text: string, id = issueId): Part[] => [
  { name: 'issueId', value: String(id) },
  { name: 'text', value: text },
  { name: 'file', value: samplePdf(3000), filename: 'umowa.pdf' },
];

const documentsOf = (id: number) =>
  t.db.selectFrom('issue_document').select('id').where('issue_id', '=', id).execute();
const filesOf = (id: number) =>
  t.db
    .selectFrom('issue_document_file')
    .innerJoin('issue_document', 'issue_document.id', 'issue_document_file.document_id')
    .select('issue_document_file.id')
    .where('issue_document.issue_id', '=', id)
    .execute();

describe('POST /api/issues/documents/send with Idempotency-Key', () => {
  it('a retry with the same key and letter answers the first answer: one document, its file stored once', async () => {
    const key = randomUUID();
    const before = (await documentsOf(issueId)).length;
    const first = await sendDocument(owner, key, letter('Podpisana umowa w załączeniu.'));
    expect(first.statusCode, first.body).toBe(200);
    const retry = await sendDocument(owner, key, letter('Podpisana umowa w załączeniu.'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await documentsOf(issueId)).length).toBe(before + 1);
    expect((await filesOf(issueId)).length).toBe(before + 1);
  });

  it('the same key with another letter is refused with 422', async () => {
    const key = randomUUID();
    expect((await sendDocument(owner, key, letter('Pierwsza treść'))).statusCode).toBe(200);
    const refused = await sendDocument(owner, key, letter('Inna treść'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].keyword).toBe('idempotencyKeyReused');
  });

  it('two letters racing with one key make one document', async () => {
    const key = randomUUID();
    const before = (await documentsOf(issueId)).length;
    const [a, b] = await Promise.all([
      sendDocument(owner, key, letter('Równoległe wysłanie')),
      sendDocument(owner, key, letter('Równoległe wysłanie')),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().document.id).toBe(b.json().document.id);
    expect((await documentsOf(issueId)).length).toBe(before + 1);
  });

  it('another customer’s key is theirs alone', async () => {
    const key = randomUUID();
    const mine = await sendDocument(owner, key, letter('Moje pismo'));
    const theirs = await sendDocument(other, key, letter('Moje pismo', otherIssueId));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().document.id).not.toBe(mine.json().document.id);
  });
});
