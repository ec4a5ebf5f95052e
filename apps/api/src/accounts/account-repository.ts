// The account rows the routes read and change: sign-in, two-factor settings, passwords.
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AccountTable } from '../db/schema.ts';
import { consumeToken, endAccountTokens } from './account-token-repository.ts';
import { clearGuard, normalizeLogin } from './login-guard-repository.ts';
import { recordAuditEvent } from '../audit/audit-trail.ts';
import { accountSubject, SecurityAction } from '../audit/security-actions.ts';

/** Operability: each change below is recorded in the audit trail in its own transaction, from `address`. */
const byCustomer = (accountId: number, address: string) => ({
  actor: { kind: 'customer' as const, accountId },
  subject: accountSubject(accountId),
  address,
});

const signInColumns = ['id', 'email', 'password_hash', 'status', 'totp_secret', 'totp_last_step'] as const;

/** The account of a login name (already normalized), if there is one. */
export function findAccountByLogin(db: Database, login: string) {
  return db.selectFrom('account').select(signInColumns).where('email', '=', login).executeTakeFirst();
}

export function findAccount(db: Database, id: number) {
  return db.selectFrom('account').select(signInColumns).where('id', '=', id).executeTakeFirst();
}

/** The account of a signed-in session: it exists (a NoResultError otherwise). */
export function getAccount(db: Database, id: number) {
  return db.selectFrom('account').select(signInColumns).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Customer journeys: who holds a signed-in account, as the registration gave it (name and phone may be unknown). */
export async function getAccountHolder(db: Database, id: number) {
  const holder = await db
    .selectFrom('account')
    .select(['email', 'first_name', 'last_name', 'phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    email: holder.email,
    firstName: holder.first_name,
    lastName: holder.last_name,
    phone: holder.phone,
  };
}

export function findActiveAccount(db: Database, id: number) {
  return db
    .selectFrom('account')
    .select(signInColumns)
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** What the customer's data export (privacy/customer-data.ts) shows of the account, secrets left out. */
export function accountForExport(db: Database, accountId: number) {
  return db
    .selectFrom('account')
    .select(['id', 'email', 'kind', 'display_name', 'first_name', 'last_name', 'phone', 'status'])
    .select(['created_at', 'password_changed_at'])
    .select((eb) => eb('totp_secret', 'is not', null).as('second_factor'))
    .select('erased_at')
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Stores a new account; its id. */
export async function insertAccount(trx: Database, values: Insertable<AccountTable>): Promise<number> {
  const { id } = await trx.insertInto('account').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The id of the account, in any status, whose e-mail is exactly this; null when there is none. */
export async function findAccountIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = await db.selectFrom('account').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id ?? null;
}

/** The active account whose e-mail is exactly this login (already normalized). */
export function findActiveAccountByLogin(db: Database, login: string) {
  return db
    .selectFrom('account')
    .select(['id', 'email'])
    .where('email', '=', login)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** The id of the active account with that e-mail (normalized here). */
export async function findActiveAccountIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('email', '=', normalizeLogin(email))
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Spends a second-factor step: true only when the account still has that secret and had used no step as
 * new, so two requests racing with one code cannot both succeed (second-factor.ts).
 */
export async function claimTotpStep(
  db: Database,
  accountId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's second-factor secret and the step of the last code it accepted. */
export function findTotpState(db: Database, accountId: number) {
  return db
    .selectFrom('account')
    .select(['totp_secret', 'totp_last_step'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Stores a second-factor secret and the step of the code that proved it; null turns it off. The failures
 * counted so far go with the old secret: wrong codes of a secret no longer in use guess nothing, and kept,
 * they would hold a captcha and a near lock over every later login (login-guard.ts).
 */
export async function setSecondFactor(
  db: Database,
  account: { id: number; email: string },
  factor: { secret: string; step: number } | null,
  address: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('account')
      .select('totp_secret')
      .where('id', '=', account.id)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .updateTable('account')
      .set({ totp_secret: factor?.secret ?? null, totp_last_step: factor?.step ?? null })
      .where('id', '=', account.id)
      .execute();
    await clearGuard(trx, normalizeLogin(account.email));
    await recordAuditEvent(trx, {
      ...byCustomer(account.id, address),
      ...(factor
        ? { action: SecurityAction.secondFactorEnabled, details: { replaced: Boolean(before?.totp_secret) } }
        : { action: SecurityAction.secondFactorDisabled }),
    });
  });
}

export interface TokenHolder {
  tokenId: number;
  accountId: number;
  email: string;
}

/**
 * Sets the password of the account a live token belongs to, spending the token in the same transaction,
 * and every other live token of the account with it. An activation also activates the account. A reset
 * unlocks the account and ends every session that may be in a thief's hands. False (and nothing changed)
 * when another request spent the token first.
 */
export async function setPasswordWithToken(
  db: Database,
  kind: 'activate' | 'reset',
  match: TokenHolder,
  passwordHash: string,
  address: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, match.tokenId))) return false;
    await recordAuditEvent(trx, {
      ...byCustomer(match.accountId, address),
      action: kind === 'activate' ? SecurityAction.accountActivated : SecurityAction.passwordReset,
      details: { by: 'e-mailed-link' },
    });
    await endAccountTokens(trx, match.accountId);
    await trx
      .updateTable('account')
      .set({
        password_hash: passwordHash,
        password_changed_at: new Date(),
        ...(kind === 'activate' ? { status: 'ACTIVE' as const } : {}),
      })
      .where('id', '=', match.accountId)
      .execute();
    await trx.deleteFrom('session').where('user_id', '=', match.accountId).execute();
    await clearGuard(trx, normalizeLogin(match.email));
    return true;
  });
}

/** A new password chosen by the signed-in customer; every session and live token of the account ends with it. */
export async function changePassword(
  db: Database,
  accountId: number,
  passwordHash: string,
  address: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordAuditEvent(trx, {
      ...byCustomer(accountId, address),
      action: SecurityAction.passwordChanged,
    });
    await endAccountTokens(trx, accountId);
    await trx
      .updateTable('account')
      .set({ password_hash: passwordHash, password_changed_at: new Date() })
      .where('id', '=', accountId)
      .execute();
    await trx.deleteFrom('session').where('user_id', '=', accountId).execute();
  });
}

/** Lifts the lock with the e-mailed unlock link: spends the token and forgets the failures, in one go. */
export async function unlockWithToken(db: Database, match: TokenHolder, address: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeToken(trx, match.tokenId))) return false;
    await recordAuditEvent(trx, {
      ...byCustomer(match.accountId, address),
      action: SecurityAction.accountUnlocked,
      details: { by: 'e-mailed-link' },
    });
    await clearGuard(trx, normalizeLogin(match.email));
    return true;
  });
}

/** The account the back office names by its id (an ended account too) or by its e-mail (normalized here). */
export async function findAccountIdForBackoffice(db: Database, customer: string): Promise<number | null> {
  const query = db.selectFrom('account').select('id');
  const id = /^\d{1,9}$/.test(customer) ? Number(customer) : null;
  const row = await (
    id !== null ? query.where('id', '=', id) : query.where('email', '=', normalizeLogin(customer))
  ).executeTakeFirst();
  return row?.id ?? null;
}
