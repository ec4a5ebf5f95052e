// The account_token rows: activation, reset, unlock and single sign-on tokens, random, single use, stored
// hashed, with an expiry.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AccountTokenKind } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

export async function issueAccountToken(
  db: Database,
  accountId: number,
  kind: AccountTokenKind,
  lifetimeMs: number,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('account_token')
    .values({
      account_id: accountId,
      kind,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + lifetimeMs),
      used_at: null,
    })
    .execute();
  return token;
}

interface TokenMatch {
  tokenId: number;
  accountId: number;
  email: string;
}

/** The live token of that kind, or null; `email` must be the account's when given. */
export async function findLiveToken(
  db: Database,
  kind: AccountTokenKind,
  token: string,
  email?: string,
): Promise<TokenMatch | null> {
  const row = await db
    .selectFrom('account_token')
    .innerJoin('account', 'account.id', 'account_token.account_id')
    .select(['account_token.id as tokenId', 'account.id as accountId', 'account.email as email'])
    .where('account_token.token_hash', '=', sha256(token))
    .where('account_token.kind', '=', kind)
    .where('account_token.used_at', 'is', null)
    .where('account_token.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  if (email !== undefined && row.email !== email.trim().toLowerCase()) return null;
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeToken(db: Database, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('account_token')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends every live token of the account, whatever its kind (after a reset, an older reset link
 * still set the password again). A new password makes a link mailed or issued before it stale: another
 * reset or activation would undo it, a single sign-on link would open a session the change meant to end,
 * and an unlock link would lift a later lock the owner has not seen.
 */
export async function endAccountTokens(db: Database, accountId: number): Promise<void> {
  await db
    .updateTable('account_token')
    .set({ used_at: new Date() })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** How many reset tokens the account was issued in the last hour (each went out in an e-mail). */
export async function resetTokensInLastHour(trx: Database, accountId: number): Promise<number> {
  const row = await trx
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<string | number>().as('mails'))
    .where('account_id', '=', accountId)
    .where('kind', '=', 'reset')
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.mails);
}
