// The sending use case's outcomes, without HTTP (routes/api/issues/issues.test.ts proves the replies, and
// documents-idempotency.test.ts the retries over HTTP).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { DOCUMENT_TEXT_MAX_LENGTH } from '@portal/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../adapters/storage/local.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { sampleCase } from '../test/cases.ts';
import type { ReceivedFile, ReceivedUpload } from '../uploads/receive.ts';
import { upsertIssue } from './upsert-issue.ts';
import { sendDocument, type DocumentSender } from './send-document.ts';

describe('sending a document to a case', () => {
  const database = useTestDatabase();
  let dir: string;
  let issueId: number;
  let closedIssueId: number;
  let sender: DocumentSender;
  let cases = 0;

  const fileCase = async (customerEmail: string, noLetter = false) =>
    (
      await upsertIssue(database.db, {
        ...sampleCase,
        number: `PP/SEND/${(cases += 1)}`,
        customerEmail,
        noLetter,
      })
    ).id;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'send-document-'));
    const customer = await createCustomer(database.db);
    issueId = await fileCase(customer.email);
    closedIssueId = await fileCase(customer.email, true);
    sender = { accountId: customer.id, idempotency: null, log: pino({ level: 'silent' }) };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** An upload as receiveUpload hands it over: the gate judged first, then the text and the files. */
  const upload =
    (fields: Record<string, string>, files: { name: string; bytes: number }[] = []) =>
    async (check: (gate: Record<string, string>) => Promise<void>): Promise<ReceivedUpload> => {
      await check(fields);
      const received: ReceivedFile[] = [];
      for (const file of files) {
        const tempPath = join(dir, `${received.length}-${file.name}`);
        await writeFile(tempPath, Buffer.alloc(file.bytes, 1));
        received.push({ field: 'file', filename: file.name, size: file.bytes, extension: 'pdf', tempPath });
      }
      return { fields, files: received, cleanup: async () => {} };
    };
  const send = (fields: Record<string, string>, files?: { name: string; bytes: number }[], who = sender) =>
    sendDocument({ db: database.db, storage: localStorage(join(dir, 'store')) }, who, upload(fields, files));

  it('records a text and its files, counting their bytes', async () => {
    const outcome = await send({ issueId: String(issueId), text: 'Pismo' }, [
      { name: 'mapa.pdf', bytes: 40 },
    ]);
    expect(outcome).toMatchObject({
      kind: 'sent',
      storedBytes: 'Pismo'.length + 40,
      files: 1,
      answer: { document: { sentLetter: { text: 'Pismo', files: [{ name: 'mapa.pdf', size: 40 }] } } },
    });
  });

  it('answers a retry with the same key with the first answer', async () => {
    const retrying = { ...sender, idempotency: { scope: `account:${sender.accountId}`, key: 'k-1' } };
    const first = await send({ issueId: String(issueId), text: 'Raz' }, [], retrying);
    const again = await send({ issueId: String(issueId), text: 'Raz' }, [], retrying);
    expect(first.kind).toBe('sent');
    expect(again).toEqual({ kind: 'repeated', answer: first.kind === 'sent' ? first.answer : null });
  });

  it.each([
    ['no case id', () => ({ text: 'Pismo' }), 'noIssueId'],
    ['an unknown case (or another customer’s)', () => ({ issueId: '999999', text: 'Pismo' }), 'unknownIssue'],
    [
      'a case that takes no letters',
      () => ({ issueId: String(closedIssueId), text: 'Pismo' }),
      'lettersRefused',
    ],
    [
      'a text too long',
      () => ({ issueId: String(issueId), text: 'a'.repeat(DOCUMENT_TEXT_MAX_LENGTH + 1) }),
      'textTooLong',
    ],
    ['neither text nor files', () => ({ issueId: String(issueId), text: '  ' }), 'nothingSent'],
  ] as const)('refuses %s', async (_, fields, kind) => {
    expect(await send(fields())).toEqual({ kind });
  });

  it('refuses a text with characters the portal never accepts', async () => {
    expect(await send({ issueId: String(issueId), text: 'Pismo\u202E' })).toEqual({ kind: 'unsafeText' });
  });
});
