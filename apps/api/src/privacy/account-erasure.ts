// Data lifecycle (RODO art. 17), docs/decisions.md "Erasing a customer": two depths of erasure.
// - closePortalAccount ("Usuń konto w portalu", the customer's own): the portal account ends. Nothing is
//   left to sign in with (password, second factor, sessions, links, the login guard), the mail waiting
//   for the address goes, and the row stays as a tombstone with its e-mail replaced and the holder's name
//   and phone gone: the invoices and payments the operator must keep still point at it, and
//   the address can register again. What the operator holds (cases, applications, documents, invoices) stays for the operator to decide on.
// - eraseCustomer (`pnpm backoffice customer:erase`, the operator's decision on an erasure request): the
//   above, and the portal's copies of the customer's cases, applications, documents and their files go;
//   invoices and payments, which the operator must keep by law, stay without personal data.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { deleteAccountSessions } from '../plugins/session-repository.ts';
import {
  blankAccountAuditAddresses,
  countPaymentOrders,
  customerRecords,
  deleteAccountTraces,
  deleteCustomerRecords,
  deleteMessagesTo,
  linkAddressApplications,
  lockAccountForErasure,
  pseudonymiseInvoices,
  pseudonymiseSimulatedPayments,
  tombstoneAccount,
} from './account-erasure-repository.ts';
import { recordAuditEvent, type AuditActor } from '../audit/audit-trail.ts';

/** The e-mail an ended account keeps: unique, never deliverable (RFC 2606 reserves .invalid). */
export function tombstoneEmail(accountId: number): string {
  return `usuniete-konto-${accountId}@portal.invalid`;
}

export interface ClosedAccount {
  accountId: number;
  sessions: number;
  outboxMessages: number;
}

export interface ErasureSummary extends ClosedAccount {
  applications: number;
  cases: number;
  documents: number;
  files: number;
  filesNotRemoved: number;
  invoicesPseudonymised: number;
  paymentsKept: number;
}

/** Call within a transaction. Null when there is no such account; an ended account ends again harmlessly. */
async function endAccount(
  trx: Database,
  accountId: number,
): Promise<(ClosedAccount & { email: string }) | null> {
  const account = await lockAccountForErasure(trx, accountId);
  if (!account) return null;
  const { email } = account;
  const pseudonym = tombstoneEmail(accountId);
  // The confirmed applications filed without signing in from this address are the customer's too: linked
  // now, they stay findable by the account once the address is gone from it.
  await linkAddressApplications(trx, accountId, email);
  const sessions = await deleteAccountSessions(trx, accountId);
  await deleteAccountTraces(trx, accountId, email);
  await pseudonymiseSimulatedPayments(trx, email, pseudonym);
  const outboxMessages = await deleteMessagesTo(trx, [email]);
  await tombstoneAccount(trx, accountId, pseudonym);
  return { accountId, email, sessions, outboxMessages };
}

/** The customer's own "Usuń konto w portalu", recorded in the audit trail with it. */
export async function closePortalAccount(
  db: Database,
  accountId: number,
  actor: AuditActor,
): Promise<ClosedAccount | null> {
  return inTransaction(db, async (trx) => {
    const closed = await endAccount(trx, accountId);
    if (!closed) return null;
    const summary = { accountId, sessions: closed.sessions, outboxMessages: closed.outboxMessages };
    await recordAuditEvent(trx, {
      actor,
      action: 'account.close',
      subject: { kind: 'account', id: accountId },
      details: { sessions: summary.sessions, outboxMessages: summary.outboxMessages },
    });
    return summary;
  });
}

/**
 * The records go in one transaction, then their files: a file whose removal fails is an orphan the
 * retention's sweep removes later (no record claims it), never a record without its file.
 */
export async function eraseCustomer(
  db: Database,
  storage: FileStorage,
  accountId: number,
  log: FastifyBaseLogger,
  actor: AuditActor,
): Promise<ErasureSummary | null> {
  const erased = await inTransaction(db, async (trx) => {
    const closed = await endAccount(trx, accountId);
    if (!closed) return null;
    const records = await customerRecords(trx, accountId);
    const { applications, issueIds } = records;
    // Mail and text messages about the applications went to the addresses the forms gave.
    const recipients = [
      ...new Set(applications.flatMap((a) => [a.email, a.sms_phone]).filter((r): r is string => !!r)),
    ];
    const outboxMessages = await deleteMessagesTo(trx, recipients);
    // The cases go with their history, documents and files; invoices keep what the operator's books need.
    await deleteCustomerRecords(
      trx,
      applications.map((a) => a.id),
      issueIds,
    );
    const invoicesPseudonymised = await pseudonymiseInvoices(trx, accountId);
    const summary = {
      accountId,
      sessions: closed.sessions,
      outboxMessages: closed.outboxMessages + outboxMessages,
      applications: applications.length,
      cases: issueIds.length,
      documents: records.customerDocuments,
      invoicesPseudonymised,
      paymentsKept: await countPaymentOrders(trx, accountId),
    };
    const keys = records.storageKeys;
    // Operability: the account's security events stay (who did what, when), their client addresses go now
    // rather than after RETENTION_AUDIT_ADDRESS_DAYS: nothing is left to investigate about an erased account.
    await blankAccountAuditAddresses(trx, accountId);
    await recordAuditEvent(trx, {
      actor,
      action: 'customer.erase',
      subject: { kind: 'account', id: accountId },
      details: { ...summary, files: keys.length },
    });
    return { summary, keys };
  });
  if (!erased) return null;
  let filesNotRemoved = 0;
  for (const key of erased.keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      filesNotRemoved += 1;
      log.warn({ err: error, accountId }, 'erasure: a file could not be removed, left to the orphan sweep');
    }
  }
  return { ...erased.summary, files: erased.keys.length - filesNotRemoved, filesNotRemoved };
}
