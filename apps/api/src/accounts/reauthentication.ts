// OWASP ASVS 5.0 V7.5.1: a session cookie alone must not change how the account signs in.
// Turning two-factor authentication on or off, or replacing its secret, needs the current password or a
// current code again, and so does a new password. A wrong one counts as a failed login of the
// account and of the address (login-guard), so guessing through a stolen session ends in the spec's lock
// and the address's wait like guessing at the login form.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { verifyPassword } from './password-hash.ts';
import { clearPasswordFailures, guardState, type FailureKind } from './login-guard.ts';
import { clearGuard, normalizeLogin } from './login-guard-repository.ts';
import { recordCountedFailure } from '../audit/security-events.ts';
import { SecurityAction } from '../audit/security-actions.ts';
import { claimTotpCode } from './second-factor.ts';

export interface ReauthProof {
  password?: string | undefined;
  currentCode?: string | undefined;
}

export interface ReauthAccount {
  id: number;
  email: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
}

export type ReauthOutcome = 'ok' | 'required' | 'wrongPassword' | 'incorrectCurrentCode' | 'locked';

/**
 * `address`: the client's, whose failures are counted too (the caller refuses it while it waits).
 * `purpose`: what the proof is asked for, in the audit event of a refusal (`password-change`, …).
 */
export async function reauthenticate(
  db: Database,
  account: ReauthAccount,
  proof: ReauthProof,
  auth: Config['auth'],
  address: string,
  purpose: string,
): Promise<ReauthOutcome> {
  if (proof.password === undefined && proof.currentCode === undefined) return 'required';
  const login = normalizeLogin(account.email);
  if ((await guardState(db, login)).locked) return 'locked';

  let failure: { outcome: ReauthOutcome; kind: FailureKind } | null = null;
  if (proof.password !== undefined) {
    const passwordOk =
      account.password_hash !== null && (await verifyPassword(proof.password, account.password_hash));
    if (!passwordOk) failure = { outcome: 'wrongPassword', kind: 'password' };
  }
  if (failure === null && proof.currentCode !== undefined) {
    if (!(await claimTotpCode(db, account, proof.currentCode)))
      failure = { outcome: 'incorrectCurrentCode', kind: 'secondFactor' };
  }
  if (failure !== null) {
    const counted = await recordCountedFailure(db, auth, {
      login,
      kind: failure.kind,
      accountId: account.id,
      actor: { kind: 'customer', accountId: account.id },
      action: SecurityAction.reauthenticationFailed,
      details: { purpose, reason: failure.outcome },
      address,
    });
    return counted.locked ? 'locked' : failure.outcome;
  }
  // Like a login: a right code forgets every failure, a right password only the wrong passwords.
  if (proof.currentCode !== undefined) await clearGuard(db, login);
  else await clearPasswordFailures(db, login, auth);
  return 'ok';
}
