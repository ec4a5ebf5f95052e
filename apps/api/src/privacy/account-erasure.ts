// Issue #28 (RODO art. 17), docs/decisions.md "Erasing a customer": two depths of erasure.
// - closePortalAccount ("Usuń konto w portalu", the customer's own): the portal account ends. Nothing is
//   left to sign in with (password, second factor, sessions, links, the login guard), the mail waiting
//   for the address goes, and the row stays as a tombstone with its e-mail replaced and the holder's name
//   and phone gone (issue 32): the invoices and payments the operator must keep still point at it, and
//   the address can register again. What the operator holds (cases, applications, documents, invoices) stays for the operator to decide on.
// - eraseCustomer (`pnpm backoffice customer:erase`, the operator's decision on an erasure request): the
//   above, and the portal's copies of the customer's cases, applications, documents and their files go;
//   invoices and payments, which the operator must keep by law, stay without personal data.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/database.ts';
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

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/** Call within a transaction. Null when there is no such account; an ended account ends again harmlessly. */
async function endAccount(
  trx: Database,
  accountId: number,
): Promise<(ClosedAccount & { email: string }) | null> {
  const account = await trx
    .selectFrom('account')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!account) return null;
  const { email } = account;
  const pseudonym = tombstoneEmail(accountId);
  // The confirmed applications filed without signing in from this address are the customer's too: linked
  // now, they stay findable by the account once the address is gone from it.
  await trx
    .updateTable('application')
    .set({ account_id: accountId })
    .where('account_id', 'is', null)
    .where('email', '=', email)
    .where('confirmed_at', 'is not', null)
    .execute();
  const sessions = count(await trx.deleteFrom('session').where('user_id', '=', accountId).executeTakeFirst());
  await trx.deleteFrom('account_token').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('login_guard').where('login', '=', email).execute();
  await trx.deleteFrom('account_request').where('login', '=', email).execute();
  await trx.deleteFrom('idempotency_key').where('scope', '=', `account:${accountId}`).execute();
  await trx.deleteFrom('error_report').where('user_id', '=', accountId).execute();
  await trx.deleteFrom('js_error').where('user_name', '=', email).execute();
  await trx
    .updateTable('simulated_transaction')
    .set({ email: pseudonym })
    .where('email', '=', email)
    .execute();
  const outboxMessages = count(
    await trx.deleteFrom('outbox').where('recipient', '=', email).executeTakeFirst(),
  );
  await trx
    .updateTable('account')
    .set({
      email: pseudonym,
      display_name: '',
      first_name: null,
      last_name: null,
      phone: null,
      password_hash: null,
      password_changed_at: null,
      totp_secret: null,
      totp_last_step: null,
      status: 'ERASED',
      erased_at: new Date(),
    })
    .where('id', '=', accountId)
    .execute();
  return { accountId, email, sessions, outboxMessages };
}

/** The customer's own "Usuń konto w portalu", recorded in the audit trail with it. */
export async function closePortalAccount(
  db: Database,
  accountId: number,
  actor: AuditActor,
): Promise<ClosedAccount | null> {
  return db.transaction().execute(async (trx) => {
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
  const erased = await db.transaction().execute(async (trx) => {
    const closed = await endAccount(trx, accountId);
    if (!closed) return null;
    const applications = await trx
      .selectFrom('application')
      .select(['id', 'email', 'sms_phone'])
      .where('account_id', '=', accountId)
      .execute();
    const issues = await trx.selectFrom('issue').select('id').where('account_id', '=', accountId).execute();
    const attachmentKeys = applications.length
      ? await trx
          .selectFrom('application_attachment')
          .select('storage_key')
          .where(
            'application_id',
            'in',
            applications.map((a) => a.id),
          )
          .execute()
      : [];
    const documents = issues.length
      ? await trx
          .selectFrom('issue_document')
          .select('id')
          .where(
            'issue_id',
            'in',
            issues.map((i) => i.id),
          )
          .where('source', '=', 'customer')
          .execute()
      : [];
    const documentKeys = issues.length
      ? await trx
          .selectFrom('issue_document_file')
          .innerJoin('issue_document', 'issue_document.id', 'issue_document_file.document_id')
          .select('issue_document_file.storage_key')
          .where(
            'issue_document.issue_id',
            'in',
            issues.map((i) => i.id),
          )
          .execute()
      : [];
    // Mail and text messages about the applications went to the addresses the forms gave.
    const recipients = [
      ...new Set(applications.flatMap((a) => [a.email, a.sms_phone]).filter((r): r is string => !!r)),
    ];
    const outboxMessages = recipients.length
      ? count(await trx.deleteFrom('outbox').where('recipient', 'in', recipients).executeTakeFirst())
      : 0;
    if (applications.length)
      await trx
        .deleteFrom('application')
        .where(
          'id',
          'in',
          applications.map((a) => a.id),
        )
        .execute();
    // The cases go with their history, documents and files (foreign keys cascade); invoices of a case
    // lose the link (set null), and keep their numbers, amounts and dates for the operator's books.
    if (issues.length)
      await trx
        .deleteFrom('issue')
        .where(
          'id',
          'in',
          issues.map((i) => i.id),
        )
        .execute();
    const invoicesPseudonymised = count(
      await trx
        .updateTable('invoice')
        .set({ investment_address: null })
        .where('account_id', '=', accountId)
        .executeTakeFirst(),
    );
    const payments = await trx
      .selectFrom('payment_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const summary = {
      accountId,
      sessions: closed.sessions,
      outboxMessages: closed.outboxMessages + outboxMessages,
      applications: applications.length,
      cases: issues.length,
      documents: documents.length,
      invoicesPseudonymised,
      paymentsKept: Number(payments.n),
    };
    const keys = [...attachmentKeys, ...documentKeys].map((k) => k.storage_key);
    // Issue #29: the account's security events stay (who did what, when), their client addresses go now
    // rather than after RETENTION_AUDIT_ADDRESS_DAYS: nothing is left to investigate about an erased account.
    await trx
      .updateTable('audit_event')
      .set({ address: null })
      .where('subject_kind', '=', 'account')
      .where('subject_id', '=', String(accountId))
      .where('address', 'is not', null)
      .execute();
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
