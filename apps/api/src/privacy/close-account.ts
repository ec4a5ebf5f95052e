// Data lifecycle (RODO): the customer ends their portal account after the password (and, while two-factor
// authentication is on, a current code) proves who asks. A use case whose outcome the route
// (routes/api/account/own-data.ts) maps onto a reply; the session stays the route's.
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { getAccount } from '../accounts/account-repository.ts';
import { addressWaitSeconds } from '../accounts/login-guard.ts';
import { reauthenticate, type ReauthOutcome, type ReauthProof } from '../accounts/reauthentication.ts';
import { closePortalAccount } from './account-erasure.ts';

export type CloseAccountOutcome =
  | { kind: 'closed'; accountId: number }
  | { kind: 'addressWaits'; retryAfterSeconds: number }
  /** Two-factor authentication is on and no code came with the password. */
  | { kind: 'codeRequired' }
  /** The proof was refused; `locked`: the account is locked now (every session of it ends). */
  | { kind: 'reauthRefused'; accountId: number; reason: Exclude<ReauthOutcome, 'ok'> };

export async function closeOwnAccount(
  { db, auth }: { db: Database; auth: Config['auth'] },
  accountId: number,
  proof: ReauthProof,
  address: string,
): Promise<CloseAccountOutcome> {
  const wait = await addressWaitSeconds(db, address, auth);
  if (wait > 0) return { kind: 'addressWaits', retryAfterSeconds: wait };
  const account = await getAccount(db, accountId);
  if (account.totp_secret !== null && proof.currentCode === undefined) return { kind: 'codeRequired' };
  const outcome = await reauthenticate(db, account, proof, auth, address, 'account-closing');
  if (outcome !== 'ok') return { kind: 'reauthRefused', accountId, reason: outcome };
  await closePortalAccount(db, accountId, { kind: 'customer', accountId });
  return { kind: 'closed', accountId };
}
