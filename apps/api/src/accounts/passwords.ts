// portal-spec §2 (activation, forgot and reset password), §4 "Change password", §5 password rules, §7.
// Setting a password as use cases whose outcomes the route maps onto replies: from an e-mailed link
// (activation, reset) or by a signed-in customer who proves the old one.
import type { FieldError } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { AccountTokenKind } from '../db/schema.ts';
import { hashPassword } from './password-hash.ts';
import { passwordProblems } from './password-policy.ts';
import { findLiveToken } from './account-token-repository.ts';
import { changePassword, findAccount, getAccount, setPasswordWithToken } from './account-repository.ts';
import { addressWaitSeconds } from './login-guard.ts';
import { reauthenticate } from './reauthentication.ts';

export interface PasswordDependencies {
  db: Database;
  auth: Config['auth'];
}

export type LinkPasswordOutcome =
  | { kind: 'passwordSet'; accountId: number }
  /** Unknown, used, expired or another e-mail's link: the answers do not tell which. */
  | { kind: 'invalidLink' }
  /** The new password breaks a rule of portal-spec §5; each problem names the field. */
  | { kind: 'weakPassword'; problems: FieldError[] };

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'addressWaits'; retryAfterSeconds: number }
  /** The account is locked (perhaps by this wrong old password): every session of it ends. */
  | { kind: 'locked' }
  | { kind: 'wrongOldPassword' }
  | { kind: 'weakPassword'; problems: FieldError[] };

export function createPasswords({ db, auth }: PasswordDependencies) {
  const hash = (password: string) => hashPassword(password, { N: 2 ** auth.passwordCostLog2, r: 8, p: 1 });

  /** Whether a link still works: an activation link only while the account waits for it. */
  async function linkIsLive(kind: AccountTokenKind, token: string, email: string): Promise<boolean> {
    const match = await findLiveToken(db, kind, token, email);
    if (match && kind === 'activate') return (await findAccount(db, match.accountId))?.status === 'PENDING';
    return match !== null;
  }

  /** The password of the account a live activation or reset link belongs to. */
  async function setFromLink(
    kind: 'activate' | 'reset',
    link: { email: string; token: string },
    password: string,
    address: string,
  ): Promise<LinkPasswordOutcome> {
    const match = await findLiveToken(db, kind, link.token, link.email);
    if (!match) return { kind: 'invalidLink' };
    const problems = passwordProblems(password, match.email);
    if (problems.length) return { kind: 'weakPassword', problems };
    // False when another request spent the link first: a link raced twice sets one password.
    if (!(await setPasswordWithToken(db, kind, match, await hash(password), address)))
      return { kind: 'invalidLink' };
    return { kind: 'passwordSet', accountId: match.accountId };
  }

  /**
   * A signed-in customer's new password. A wrong old password counts like a wrong login: the
   * address waits, and the account locks.
   */
  async function change(
    accountId: number,
    passwords: { oldPassword: string; newPassword: string },
    address: string,
  ): Promise<ChangePasswordOutcome> {
    const wait = await addressWaitSeconds(db, address, auth);
    if (wait > 0) return { kind: 'addressWaits', retryAfterSeconds: wait };
    const account = await getAccount(db, accountId);
    const proof = { password: passwords.oldPassword };
    const checked = await reauthenticate(db, account, proof, auth, address, 'password-change');
    if (checked === 'locked') return { kind: 'locked' };
    if (checked !== 'ok') return { kind: 'wrongOldPassword' };
    const problems = passwordProblems(passwords.newPassword, account.email, '/newPassword');
    if (problems.length) return { kind: 'weakPassword', problems };
    await changePassword(db, accountId, await hash(passwords.newPassword), address);
    return { kind: 'changed' };
  }

  return { linkIsLive, setFromLink, change };
}
