// portal-spec §4/§8 and quality-bar "Brute force": failed logins are counted per login name (a captcha
// after the first failures, a lock after more, lifted by a password reset or by the link
// e-mailed when the lock happens) and per client address (a captcha for every login from an address that
// fails too often, then a wait that doubles with each further failure, so one client cannot lock
// thousands of accounts). Counted for unknown names too, so the answers never tell whether an e-mail has
// an account. Security hardening: a wrong second-factor code counts like a wrong password, and stays counted until a
// code is accepted; a right password forgets only the wrong passwords.
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { requestAccountMail } from './account-requests.ts';
import {
  blockAddressUntil,
  countAddressFailure,
  countLoginFailure,
  findAddressGuard,
  findLoginGuard,
  forgetPasswordFailures,
  markLoginGuard,
} from './login-guard-repository.ts';

export interface GuardState {
  failedAttempts: number;
  captchaRequired: boolean;
  locked: boolean;
}

export async function guardState(db: Database, login: string): Promise<GuardState> {
  const row = await findLoginGuard(db, login);
  return {
    failedAttempts: row?.failed_attempts ?? 0,
    captchaRequired: row?.captcha_required ?? false,
    locked: Boolean(row?.locked_at),
  };
}

export interface FailureOutcome extends GuardState {
  /** This failure is the one that makes a captcha necessary from now on. */
  captchaJustRequired: boolean;
  /** This failure is the one that locked the login name (the audit trail records the lock). */
  lockedNow: boolean;
}

/** What was wrong: a password (at login or asked again by a session) or a second-factor code. */
export type FailureKind = 'password' | 'secondFactor';

export async function recordFailure(
  db: Database,
  login: string,
  auth: Config['auth'],
  kind: FailureKind = 'password',
): Promise<FailureOutcome> {
  const row = await countLoginFailure(db, login, kind === 'secondFactor');
  const captchaJustRequired = !row.captcha_required && row.failed_attempts >= auth.captchaAfter;
  const lockNow = !row.locked_at && row.failed_attempts >= auth.lockAfter;
  if (captchaJustRequired || lockNow)
    await markLoginGuard(db, login, { requireCaptcha: captchaJustRequired, lock: lockNow });
  // Queued for every locked name alike; the worker mails the link only where an account exists.
  if (lockNow) await requestAccountMail(db, 'unlock', login);
  return {
    failedAttempts: row.failed_attempts,
    captchaRequired: row.captcha_required || captchaJustRequired,
    locked: Boolean(row.locked_at) || lockNow,
    captchaJustRequired,
    lockedNow: lockNow,
  };
}

/**
 * A right password forgets the wrong passwords, not the wrong codes: with the password, three
 * rounds of a login and nine wrong codes made 27 guesses without the lock. What is left counts on towards
 * the lock, and the captcha stays while enough of it is left.
 */
export async function clearPasswordFailures(
  db: Database,
  login: string,
  auth: Config['auth'],
): Promise<void> {
  await forgetPasswordFailures(db, login, auth.captchaAfter);
}

/** The wait after the address's nth failure: none up to the captcha threshold, then 1 s, 2 s, 4 s, … */
export function addressDelayMs(failures: number, auth: Config['auth']): number {
  const beyond = failures - auth.addressFailures;
  if (beyond <= 0) return 0;
  return Math.min(1000 * 2 ** Math.min(beyond - 1, 30), auth.addressMaxDelayMinutes * 60_000);
}

export async function recordAddressFailure(
  db: Database,
  address: string,
  auth: Config['auth'],
): Promise<void> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - auth.addressWindowMinutes * 60_000);
  const failures = await countAddressFailure(db, address, now, windowStart);
  const delay = addressDelayMs(failures, auth);
  if (delay > 0) await blockAddressUntil(db, address, new Date(now.getTime() + delay));
}

async function liveAddressGuard(db: Database, address: string, auth: Config['auth']) {
  const row = await findAddressGuard(db, address);
  if (!row) return null;
  const quiet = Math.max(
    row.last_failure_at?.getTime() ?? row.window_started_at.getTime(),
    row.blocked_until?.getTime() ?? 0,
  );
  return quiet > Date.now() - auth.addressWindowMinutes * 60_000 ? row : null;
}

export async function addressNeedsCaptcha(
  db: Database,
  address: string,
  auth: Config['auth'],
): Promise<boolean> {
  const row = await liveAddressGuard(db, address, auth);
  return row !== null && row.failures >= auth.addressFailures;
}

/** Seconds the address must still wait before its next login; 0 when it may try now. */
export async function addressWaitSeconds(
  db: Database,
  address: string,
  auth: Config['auth'],
): Promise<number> {
  const row = await liveAddressGuard(db, address, auth);
  const until = row?.blocked_until?.getTime() ?? 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
}
