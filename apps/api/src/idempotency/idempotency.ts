// quality-bar "Reliability": sending an application or a document is idempotent. The browser
// sends a random Idempotency-Key per sending attempt and the same key again when it retries after a
// network error or a lost answer. The key, its scope (the account, or a visitor's session binding), a
// hash of the request and the answer are written in the same transaction as the record itself, so a
// crash can never leave a record without its key, nor a key without its record:
// - the same key and the same request answer the stored answer (no second record, no file stored again);
// - the same key with another request is refused (422);
// - two requests racing with one key: the key is claimed first in each transaction, so the second waits
//   on the unique key until the first commits and then answers the first one's answer.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { IdempotencyErrorKeyword } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../lib/http-error.ts';
import { sha256 } from '../lib/tokens.ts';
import type { ReceivedFile } from '../uploads/receive.ts';
import { claimIdempotencyKey, findIdempotencyKey, recordIdempotentAnswer } from './idempotency-repository.ts';

/** A retry comes within minutes; a day covers a customer coming back to a saved draft the next morning. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;

export interface SendingAttempt {
  scope: string;
  key: string;
  operation: 'application.send' | 'document.send';
  requestHash: string;
}

/** The key of this request and whose it is; null without the header (or without a session to bind to). */
export function attemptOf(
  request: FastifyRequest,
  accountId: number | null,
): { scope: string; key: string } | null {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || !header) return null;
  // Two visitors, or two customers, may never read each other's answers, whatever key they send.
  if (accountId !== null) return { scope: `account:${accountId}`, key: header.toLowerCase() };
  const binding = request.session.cookieId;
  return binding ? { scope: `session:${sha256(binding)}`, key: header.toLowerCase() } : null;
}

function fileDigest(file: ReceivedFile): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file.tempPath)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** What makes two requests the same: the operation, what was asked (without the captcha) and every file. */
export async function requestHash(
  operation: SendingAttempt['operation'],
  asked: unknown,
  files: readonly ReceivedFile[],
): Promise<string> {
  const digests = await Promise.all(
    files.map(async (f) => ({
      field: f.field,
      filename: f.filename,
      size: f.size,
      sha256: await fileDigest(f),
    })),
  );
  return createHash('sha256')
    .update(JSON.stringify({ operation, asked, files: digests }))
    .digest('hex');
}

const reused = () =>
  new HttpError(
    422,
    'Ten klucz wysyłki (Idempotency-Key) został już użyty dla innych danych. Wyślij ponownie – zostanie użyty nowy klucz.',
    [
      {
        pointer: '/headers/idempotency-key',
        keyword: IdempotencyErrorKeyword.reused,
        message: 'Klucz użyty już dla innego żądania.',
      },
    ],
  );

const inProgress = () =>
  new HttpError(409, 'Poprzednia próba wysłania jeszcze trwa. Spróbuj ponownie za chwilę.', [
    {
      pointer: '/headers/idempotency-key',
      keyword: IdempotencyErrorKeyword.inProgress,
      message: 'Wysyłanie z tym kluczem jeszcze trwa.',
    },
  ]);

/** The answer an earlier request with this key got; null when there was none; 422 for another request. */
export async function storedAnswer<T>(db: Database, attempt: SendingAttempt): Promise<T | null> {
  const row = await findIdempotencyKey(db, attempt.scope, attempt.key);
  if (!row) return null;
  if (row.operation !== attempt.operation || row.request_hash !== attempt.requestHash) throw reused();
  // Written in the record's own transaction, so a visible key always has its answer; kept as a guard.
  if (row.response_status === null) throw inProgress();
  return row.response_body as T;
}

class ClaimedByAnother extends Error {}

/**
 * Runs `store` in one transaction that first claims the key and last records the answer. When another
 * request holds the key, PostgreSQL makes this insert wait for it; then its answer is this answer.
 */
export async function storeOnce<T>(
  db: Database,
  attempt: SendingAttempt | null,
  store: (trx: Database) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (!attempt) return { answer: await inTransaction(db, store), replayed: false };
  try {
    const answer = await inTransaction(db, async (trx) => {
      if (!(await claimIdempotencyKey(trx, attempt))) throw new ClaimedByAnother();
      const result = await store(trx);
      await recordIdempotentAnswer(trx, attempt, result);
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!(error instanceof ClaimedByAnother)) throw error;
    const answer = await storedAnswer<T>(db, attempt);
    if (answer === null) throw inProgress();
    return { answer, replayed: true };
  }
}
