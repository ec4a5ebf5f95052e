// portal-spec §4 "Two-factor authentication": turning the second factor on (with a new secret the customer
// proves with a code) or off, each after the customer proves again who they are. Use cases whose outcomes
// the route (routes/api/account/mfa.ts) maps onto replies; the session stays the route's.
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { getAccount, setSecondFactor } from './account-repository.ts';
import { addressWaitSeconds } from './login-guard.ts';
import { reauthenticate, type ReauthOutcome, type ReauthProof } from './reauthentication.ts';
import { acceptedStep } from './totp.ts';

export interface SecondFactorDependencies {
  db: Database;
  auth: Config['auth'];
}

export type SecondFactorChangeOutcome =
  /** `replaced`: another secret was on before (enabling only). */
  | { kind: 'changed'; accountId: number; replaced: boolean }
  | { kind: 'addressWaits'; retryAfterSeconds: number }
  /** The proof was refused; `locked`: the account is locked now (every session of it ends). */
  | { kind: 'reauthRefused'; accountId: number; reason: Exclude<ReauthOutcome, 'ok'> }
  /** The code does not match the new secret (perhaps the phone's clock is wrong). */
  | { kind: 'wrongCode' };

export function createSecondFactorChanges({ db, auth }: SecondFactorDependencies) {
  /** The account once the address may try and the proof holds, or why not. */
  async function proven(accountId: number, proof: ReauthProof, address: string) {
    const wait = await addressWaitSeconds(db, address, auth);
    if (wait > 0) return { kind: 'addressWaits', retryAfterSeconds: wait } as const;
    const account = await getAccount(db, accountId);
    const outcome = await reauthenticate(db, account, proof, auth, address, 'second-factor-change');
    if (outcome !== 'ok') return { kind: 'reauthRefused', accountId, reason: outcome } as const;
    return { kind: 'proven', account } as const;
  }

  /** Stores the new secret once `code` shows the customer's app has it. */
  async function enable(
    accountId: number,
    change: ReauthProof & { secret: string; code: string },
    address: string,
  ): Promise<SecondFactorChangeOutcome> {
    const checked = await proven(accountId, change, address);
    if (checked.kind !== 'proven') return checked;
    const { account } = checked;
    const step = acceptedStep(change.secret, change.code, Date.now(), null);
    if (step === null) return { kind: 'wrongCode' };
    await setSecondFactor(db, account, { secret: change.secret, step }, address);
    return { kind: 'changed', accountId, replaced: account.totp_secret !== null };
  }

  async function disable(
    accountId: number,
    proof: ReauthProof,
    address: string,
  ): Promise<SecondFactorChangeOutcome> {
    const checked = await proven(accountId, proof, address);
    if (checked.kind !== 'proven') return checked;
    await setSecondFactor(db, checked.account, null, address);
    return { kind: 'changed', accountId, replaced: false };
  }

  return { enable, disable };
}
