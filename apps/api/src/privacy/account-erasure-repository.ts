// The rows an erasure reads, removes or blanks (account-erasure.ts decides which, at which depth, and in
// which transaction): the account and what signs in with it, what the portal keeps about the customer,
// and what the operator keeps without personal data.
import type { Database } from '../db/database.ts';

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/** The account's id and e-mail, locked until the transaction ends. */
export function lockAccountForErasure(trx: Database, accountId: number) {
  return trx
    .selectFrom('account')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/** Links the confirmed applications filed without signing in from this address to the account. */
export async function linkAddressApplications(
  trx: Database,
  accountId: number,
  email: string,
): Promise<void> {
  await trx
    .updateTable('application')
    .set({ account_id: accountId })
    .where('account_id', 'is', null)
    .where('email', '=', email)
    .where('confirmed_at', 'is not', null)
    .execute();
}

/**
 * Deletes what the account or its address left to sign in or retry with, and the error reports it sent:
 * links, failure counts, queued requests, idempotency keys, error reports.
 */
export async function deleteAccountTraces(trx: Database, accountId: number, email: string): Promise<void> {
  await trx.deleteFrom('account_token').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('login_guard').where('login', '=', email).execute();
  await trx.deleteFrom('account_request').where('login', '=', email).execute();
  await trx.deleteFrom('idempotency_key').where('scope', '=', `account:${accountId}`).execute();
  await trx.deleteFrom('error_report').where('user_id', '=', accountId).execute();
  await trx.deleteFrom('js_error').where('user_name', '=', email).execute();
}

/** The simulated gateway's payments of the address keep the pseudonym instead. */
export async function pseudonymiseSimulatedPayments(trx: Database, email: string, pseudonym: string) {
  await trx
    .updateTable('simulated_transaction')
    .set({ email: pseudonym })
    .where('email', '=', email)
    .execute();
}

/** Deletes the messages, sent or waiting, to any of `recipients`; answers how many. */
export async function deleteMessagesTo(trx: Database, recipients: readonly string[]): Promise<number> {
  if (recipients.length === 0) return 0;
  return count(await trx.deleteFrom('outbox').where('recipient', 'in', recipients).executeTakeFirst());
}

/** The account row stays as a tombstone: its e-mail replaced, the holder and every credential gone. */
export async function tombstoneAccount(trx: Database, accountId: number, pseudonym: string): Promise<void> {
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
}

/** What the portal holds of the account's customer: applications, cases, their documents and files. */
export async function customerRecords(trx: Database, accountId: number) {
  const applications = await trx
    .selectFrom('application')
    .select(['id', 'email', 'sms_phone'])
    .where('account_id', '=', accountId)
    .execute();
  const issueIds = (
    await trx.selectFrom('issue').select('id').where('account_id', '=', accountId).execute()
  ).map((issue) => issue.id);
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
  const documents = issueIds.length
    ? await trx
        .selectFrom('issue_document')
        .select('id')
        .where('issue_id', 'in', issueIds)
        .where('source', '=', 'customer')
        .execute()
    : [];
  const documentKeys = issueIds.length
    ? await trx
        .selectFrom('issue_document_file')
        .innerJoin('issue_document', 'issue_document.id', 'issue_document_file.document_id')
        .select('issue_document_file.storage_key')
        .where('issue_document.issue_id', 'in', issueIds)
        .execute()
    : [];
  return {
    applications,
    issueIds,
    customerDocuments: documents.length,
    storageKeys: [...attachmentKeys, ...documentKeys].map((row) => row.storage_key),
  };
}

/**
 * Deletes the applications (their attachments cascade) and the cases (their history, documents and files
 * cascade; invoices of a case lose the link and keep their numbers, amounts and dates).
 */
export async function deleteCustomerRecords(
  trx: Database,
  applicationIds: readonly number[],
  issueIds: readonly number[],
): Promise<void> {
  if (applicationIds.length) await trx.deleteFrom('application').where('id', 'in', applicationIds).execute();
  if (issueIds.length) await trx.deleteFrom('issue').where('id', 'in', issueIds).execute();
}

/** The account's invoices lose the investment address; answers how many. */
export async function pseudonymiseInvoices(trx: Database, accountId: number): Promise<number> {
  return count(
    await trx
      .updateTable('invoice')
      .set({ investment_address: null })
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
  );
}

export async function countPaymentOrders(trx: Database, accountId: number): Promise<number> {
  const row = await trx
    .selectFrom('payment_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's security events keep who did what and when, without their client addresses. */
export async function blankAccountAuditAddresses(trx: Database, accountId: number): Promise<void> {
  await trx
    .updateTable('audit_event')
    .set({ address: null })
    .where('subject_kind', '=', 'account')
    .where('subject_id', '=', String(accountId))
    .where('address', 'is not', null)
    .execute();
}
