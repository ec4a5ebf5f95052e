// OWASP ASVS 5.0 V7.5.1 (issue #14): a session cookie alone must not change how the account signs in.
// Turning two-factor authentication on or off, or replacing its secret, needs the current password or a
// current code again. A wrong one counts as a failed login of the account (login-guard), so guessing
// through a stolen session ends in the spec's lock like guessing at the login form.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { verifyPassword } from './password-hash.ts';
import { clearGuard, guardState, normalizeLogin, recordFailure } from './login-guard.ts';
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

export async function reauthenticate(
  db: Database,
  account: ReauthAccount,
  proof: ReauthProof,
  auth: Config['auth'],
): Promise<ReauthOutcome> {
  if (proof.password === undefined && proof.currentCode === undefined) return 'required';
  const login = normalizeLogin(account.email);
  if ((await guardState(db, login)).locked) return 'locked';

  let failure: ReauthOutcome | null = null;
  if (proof.password !== undefined) {
    const passwordOk =
      account.password_hash !== null && (await verifyPassword(proof.password, account.password_hash));
    if (!passwordOk) failure = 'wrongPassword';
  }
  if (failure === null && proof.currentCode !== undefined) {
    if (!(await claimTotpCode(db, account, proof.currentCode))) failure = 'incorrectCurrentCode';
  }
  if (failure !== null) {
    const outcome = await recordFailure(db, login, auth);
    return outcome.locked ? 'locked' : failure;
  }
  await clearGuard(db, login);
  return 'ok';
}
