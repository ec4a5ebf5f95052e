// portal-spec §4 "Login", §8 "Login errors" and "Second factor"; quality-bar "Sessions", "Brute force",
// "TOTP", "Single sign-on token". Signing in as a use case: the login guard, the captcha, the password,
// the single sign-on link and the second factor decide together, and the answer is an outcome the route
// maps onto its reply. No request or reply is seen here: the session is opened through `openSession`, in
// the transaction that records the audit event (no session the trail does not show).
import { ROLE_MFA, ROLE_USER } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { CaptchaVerifier } from '../adapters/captcha/captcha.ts';
import { recordAuditEvent, withAuditEvent, type AuditEvent } from '../audit/audit-trail.ts';
import { recordCountedFailure } from '../audit/security-events.ts';
import { accountSubject, SecurityAction } from '../audit/security-actions.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { addressNeedsCaptcha, addressWaitSeconds, clearPasswordFailures, guardState } from './login-guard.ts';
import { clearGuard, normalizeLogin } from './login-guard-repository.ts';
import { consumeToken, findLiveToken } from './account-token-repository.ts';
import { findAccount, findAccountByLogin, findActiveAccount } from './account-repository.ts';
import { claimTotpCode, isSpentTotpCode } from './second-factor.ts';

/** Opens the session of a signed-in account (in `trx`); the HTTP side (cookie, CSRF) is the caller's. */
export type OpenSession = (
  trx: Database,
  accountId: number,
  authorities: string[],
  lifetimeMs: number | undefined,
) => Promise<void>;

export interface LoginDependencies {
  db: Database;
  auth: Config['auth'];
  captcha: Pick<CaptchaVerifier, 'verify'>;
}

/** Who is trying: the client's address, and how a session is opened for them. */
export interface LoginAttempt {
  address: string;
  openSession: OpenSession;
}

export interface SignedInAccount {
  id: number;
  email: string;
}

/** A session was opened: a full one, or (`secondFactorNext`) one that only lets the code be typed. */
export interface SignedIn {
  kind: 'signedIn';
  account: SignedInAccount;
  secondFactorNext: boolean;
}

/** The address gave too many wrong secrets lately: nothing is checked or counted during the wait. */
export interface AddressWaits {
  kind: 'addressWaits';
  retryAfterSeconds: number;
}

/** The login name is locked; `lockedNow` when this very attempt locked it. */
export interface Locked {
  kind: 'locked';
  lockedNow: boolean;
  accountId: number | null;
}

export type PasswordLoginOutcome =
  | SignedIn
  | AddressWaits
  | Locked
  /** A captcha is needed first: none was sent, or the one sent was wrong. */
  | { kind: 'captchaNeeded'; captchaSent: boolean }
  /** Unknown name, wrong password or an account that cannot sign in: the answers do not tell which. */
  | {
      kind: 'wrongCredentials';
      accountId: number | null;
      failedAttempts: number;
      captchaRequired: boolean;
      captchaJustRequired: boolean;
    };

export type SingleSignOnOutcome =
  SignedIn | Locked | { kind: 'linkRefused'; reason: 'invalid-link' | 'inactive-account' };

export type SecondFactorOutcome =
  | (SignedIn & { secondFactorNext: false })
  | AddressWaits
  | Locked
  /** The half-open session belongs to no account with a second factor (any more). */
  | { kind: 'sessionExpired' }
  | { kind: 'wrongCode'; account: SignedInAccount; failedAttempts: number; codeAlreadyUsed: boolean };

/**
 * The login use cases over one set of dependencies. A hash of a decoy password is made once: verifying
 * against it when the account does not exist keeps both answers equally slow.
 */
export async function createLogin(deps: LoginDependencies) {
  const { db, auth, captcha } = deps;
  const decoyHash = await hashPassword('decoy-password-0', { N: 2 ** auth.passwordCostLog2, r: 8, p: 1 });

  async function signIn(
    attempt: LoginAttempt,
    account: SignedInAccount & { totp_secret: string | null },
    method: 'password' | 'single-sign-on',
    alongside: (trx: Database) => Promise<void> = async () => {},
  ): Promise<SignedIn> {
    const secondFactorNext = account.totp_secret !== null;
    const event: AuditEvent = {
      actor: { kind: 'customer', accountId: account.id },
      action: secondFactorNext ? SecurityAction.loginAwaitingSecondFactor : SecurityAction.loginSucceeded,
      subject: accountSubject(account.id),
      address: attempt.address,
      details: { method },
    };
    await withAuditEvent(db, event, async (trx) => {
      await alongside(trx);
      await attempt.openSession(
        trx,
        account.id,
        secondFactorNext ? [ROLE_MFA] : [ROLE_USER],
        secondFactorNext ? auth.mfaPendingMinutes * 60_000 : undefined,
      );
    });
    return { kind: 'signedIn', account: { id: account.id, email: account.email }, secondFactorNext };
  }

  async function addressWaits(address: string): Promise<AddressWaits | null> {
    const wait = await addressWaitSeconds(db, address, auth);
    return wait === 0 ? null : { kind: 'addressWaits', retryAfterSeconds: wait };
  }

  /** A login name and password, with the captcha solution when one was asked for. */
  async function withPassword(
    attempt: LoginAttempt,
    credentials: { username: string; password: string; captcha: string | undefined },
  ): Promise<PasswordLoginOutcome> {
    const waiting = await addressWaits(attempt.address);
    if (waiting) return waiting;

    const login = normalizeLogin(credentials.username);
    const guard = await guardState(db, login);
    if (guard.locked) {
      const locked = await findAccountByLogin(db, login);
      await recordAuditEvent(db, {
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        ...(locked ? { subject: accountSubject(locked.id) } : {}),
        address: attempt.address,
        outcome: 'failure',
        details: { method: 'password', reason: locked ? 'account-locked' : 'unknown-account-locked' },
      });
      return { kind: 'locked', lockedNow: false, accountId: locked?.id ?? null };
    }

    if (guard.captchaRequired || (await addressNeedsCaptcha(db, attempt.address, auth))) {
      const solved = credentials.captcha ? await captcha.verify(credentials.captcha, attempt.address) : false;
      if (!solved) return { kind: 'captchaNeeded', captchaSent: Boolean(credentials.captcha) };
    }

    const account = await findAccountByLogin(db, login);
    const passwordOk = await verifyPassword(credentials.password, account?.password_hash ?? decoyHash);
    if (!account || !passwordOk || account.status !== 'ACTIVE' || !account.password_hash) {
      // The typed name is recorded only as the account it is: an unknown one may be a stranger's e-mail.
      const reason = !account
        ? 'unknown-account'
        : account.status !== 'ACTIVE' || !account.password_hash
          ? 'inactive-account'
          : 'wrong-password';
      const counted = await recordCountedFailure(db, auth, {
        login,
        kind: 'password',
        accountId: account?.id ?? null,
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        details: { method: 'password', reason },
        address: attempt.address,
      });
      if (counted.locked) return { kind: 'locked', lockedNow: true, accountId: account?.id ?? null };
      return {
        kind: 'wrongCredentials',
        accountId: account?.id ?? null,
        failedAttempts: counted.failedAttempts,
        captchaRequired: counted.captchaRequired,
        captchaJustRequired: counted.captchaJustRequired,
      };
    }

    return signIn(attempt, account, 'password', (trx) => clearPasswordFailures(trx, login, auth));
  }

  /** The one-time link the back office hands out (portal-spec §8 'User account is locked' applies too). */
  async function withSingleSignOn(attempt: LoginAttempt, token: string): Promise<SingleSignOnOutcome> {
    const match = await findLiveToken(db, 'sso', token);
    if (!match || !(await consumeToken(db, match.tokenId))) {
      await recordAuditEvent(db, {
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        address: attempt.address,
        outcome: 'failure',
        details: { method: 'single-sign-on', reason: 'invalid-link' },
      });
      return { kind: 'linkRefused', reason: 'invalid-link' };
    }
    const account = await findActiveAccount(db, match.accountId);
    if (!account) return { kind: 'linkRefused', reason: 'inactive-account' };
    // A locked account stays locked whatever the way in.
    if ((await guardState(db, normalizeLogin(account.email))).locked) {
      await recordAuditEvent(db, {
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        subject: accountSubject(account.id),
        address: attempt.address,
        outcome: 'failure',
        details: { method: 'single-sign-on', reason: 'account-locked' },
      });
      return { kind: 'locked', lockedNow: false, accountId: account.id };
    }
    return signIn(attempt, account, 'single-sign-on');
  }

  /** The code of the account whose half-open session (ROLE_MFA) is `accountId`. */
  async function withSecondFactor(
    attempt: LoginAttempt,
    accountId: number,
    code: string,
  ): Promise<SecondFactorOutcome> {
    const account = await findAccount(db, accountId);
    if (!account?.totp_secret) return { kind: 'sessionExpired' };

    const waiting = await addressWaits(attempt.address);
    if (waiting) return waiting;
    const login = normalizeLogin(account.email);
    if ((await guardState(db, login)).locked) return { kind: 'locked', lockedNow: false, accountId };

    if (!(await claimTotpCode(db, account, code))) {
      const counted = await recordCountedFailure(db, auth, {
        login,
        kind: 'secondFactor',
        accountId,
        actor: { kind: 'customer', accountId },
        action: SecurityAction.secondFactorFailed,
        details: { during: 'login' },
        address: attempt.address,
      });
      if (counted.locked) return { kind: 'locked', lockedNow: true, accountId };
      return {
        kind: 'wrongCode',
        account: { id: accountId, email: account.email },
        failedAttempts: counted.failedAttempts,
        codeAlreadyUsed: await isSpentTotpCode(db, accountId, code),
      };
    }
    const signedIn: AuditEvent = {
      actor: { kind: 'customer', accountId },
      action: SecurityAction.loginSucceeded,
      subject: accountSubject(accountId),
      address: attempt.address,
      details: { method: 'second-factor' },
    };
    await withAuditEvent(db, signedIn, async (trx) => {
      await clearGuard(trx, login);
      await attempt.openSession(trx, accountId, [ROLE_USER], undefined);
    });
    return {
      kind: 'signedIn',
      account: { id: accountId, email: account.email },
      secondFactorNext: false,
    };
  }

  return { withPassword, withSingleSignOn, withSecondFactor };
}

export type Login = Awaited<ReturnType<typeof createLogin>>;
