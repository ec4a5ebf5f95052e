// portal-spec §3 and §7 (sending a further document to a case): a signed-in customer sends a text, files,
// or both to one of their own cases, once per Idempotency-Key, as a use case whose outcomes the route maps
// onto replies. The case is judged from the first field, before any file part is read, stored or scanned
// (the upload is the route's, streamed through `receive`); the files are stored before the transaction that
// records them, so the transaction does no network I/O, and a failure discards them.
import type { FastifyBaseLogger } from 'fastify';
import { dbIdFrom, DOCUMENT_TEXT_MAX_LENGTH, isSafeText, type ResponseBody } from '@portal/api-contract';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { requestHash, storedAnswer, storeOnce } from '../idempotency/idempotency.ts';
import type { ReceivedUpload } from '../uploads/receive.ts';
import { discardFiles } from '../uploads/stored-files.ts';
import { addCustomerDocument, storeDocumentFiles } from './customer-documents.ts';
import { findOwnIssueForDocuments } from './issue-repository.ts';

export type DocumentSent = ResponseBody<'sendIssueDocument'>;

export interface DocumentSendingDependencies {
  db: Database;
  storage: FileStorage;
}

export interface DocumentSender {
  accountId: number;
  /** The request's Idempotency-Key and whose it is, when it sent one. */
  idempotency: { scope: string; key: string } | null;
  log: FastifyBaseLogger;
}

/**
 * Streams the upload in; `check` judges the first fields (the case's id) before any file part is read,
 * and refuses the upload by throwing.
 */
export type ReceiveDocument = (
  check: (fields: Record<string, string>) => Promise<void>,
) => Promise<ReceivedUpload>;

export type DocumentOutcome =
  /** Recorded now: the text's and the files' bytes count against the account's upload budget. */
  | { kind: 'sent'; answer: DocumentSent; storedBytes: number; issueNumber: string; files: number }
  /** A retry of an attempt already recorded: the first answer, nothing stored again. */
  | { kind: 'repeated'; answer: DocumentSent }
  /** No case id in the request. */
  | { kind: 'noIssueId' }
  /** No such case of this customer's (another customer's case is not told apart from an unknown one). */
  | { kind: 'unknownIssue' }
  /** The case takes no documents through the portal. */
  | { kind: 'lettersRefused' }
  | { kind: 'textTooLong' }
  /** The text holds characters the portal never accepts (api-contract isSafeText). */
  | { kind: 'unsafeText' }
  /** Neither a text nor a file. */
  | { kind: 'nothingSent' };

type GateRefusal = Extract<DocumentOutcome, { kind: 'noIssueId' | 'unknownIssue' | 'lettersRefused' }>;

/** Ends the upload from its gate; caught below and answered as its outcome. */
class RefusedAtGate extends Error {
  constructor(readonly outcome: GateRefusal) {
    super(`document refused before its files: ${outcome.kind}`);
  }
}

export async function sendDocument(
  deps: DocumentSendingDependencies,
  sender: DocumentSender,
  receive: ReceiveDocument,
): Promise<DocumentOutcome> {
  const { db, storage } = deps;
  let issue: { id: number; number: string } | undefined;
  let upload: ReceivedUpload;
  try {
    upload = await receive(async (fields) => {
      const issueId = dbIdFrom(fields.issueId);
      if (issueId === null) throw new RefusedAtGate({ kind: 'noIssueId' });
      const owned = await findOwnIssueForDocuments(db, issueId, sender.accountId);
      if (!owned) throw new RefusedAtGate({ kind: 'unknownIssue' });
      if (owned.no_letter) throw new RefusedAtGate({ kind: 'lettersRefused' });
      issue = owned;
    });
  } catch (error) {
    if (error instanceof RefusedAtGate) return error.outcome;
    throw error;
  }
  const keys: string[] = [];
  try {
    if (!issue) return { kind: 'unknownIssue' };
    const text = (upload.fields.text ?? '').trim();
    const attempt = sender.idempotency
      ? {
          ...sender.idempotency,
          operation: 'document.send' as const,
          requestHash: await requestHash('document.send', { issueId: issue.id, text }, upload.files),
        }
      : null;
    const earlier = attempt ? await storedAnswer<DocumentSent>(db, attempt) : null;
    if (earlier) return { kind: 'repeated', answer: earlier };
    if (text.length > DOCUMENT_TEXT_MAX_LENGTH) return { kind: 'textTooLong' };
    if (!isSafeText(text, { multiline: true })) return { kind: 'unsafeText' };
    if (!text && upload.files.length === 0) return { kind: 'nothingSent' };
    const issueId = issue.id;
    const files = await storeDocumentFiles(storage, issueId, upload.files, sender.log);
    keys.push(...files.map(({ key }) => key));
    const { answer, replayed } = await storeOnce(db, attempt, async (trx): Promise<DocumentSent> => {
      const doc = await addCustomerDocument(trx, { issueId, text, files });
      return {
        document: {
          id: doc.id,
          barcode: doc.barcode,
          status: doc.status,
          registrationDate: doc.registration_date.toISOString(),
          responseDate: null,
          sentLetter: {
            text: text || null,
            files: files.map(({ file }) => ({ name: file.filename, size: file.size })),
          },
        },
      };
    });
    // A repeated sending that raced the first: the first one's files are the document's, these are no one's.
    if (replayed) {
      await discardFiles(storage, keys, null, sender.log);
      return { kind: 'repeated', answer };
    }
    return {
      kind: 'sent',
      answer,
      storedBytes: text.length + upload.files.reduce((sum, file) => sum + file.size, 0),
      issueNumber: issue.number,
      files: upload.files.length,
    };
  } catch (error) {
    await discardFiles(storage, keys, error, sender.log);
    throw error;
  } finally {
    await upload.cleanup();
  }
}
