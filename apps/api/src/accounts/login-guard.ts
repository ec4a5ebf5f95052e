// portal-spec §4/§8 and quality-bar "Brute force": failed logins are counted per login name (a captcha
// after the first failures, a lock after more, lifted by a password reset or, issue #14, by the link
// e-mailed when the lock happens) and per client address (a captcha for every login from an address that
// fails too often, then a wait that doubles with each further failure, so one client cannot lock
// thousands of accounts). Counted for unknown names too, so the answers never tell whether an e-mail has
// an account. Issue 27: a wrong second-factor code counts like a wrong password, and stays counted until a
// code is accepted; a right password forgets only the wrong passwords.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { requestAccountMail } from './account-requests.ts';

export function normalizeLogin(username: string): string {
  return username.trim().toLowerCase();
}

export interface GuardState {
  failedAttempts: number;
  captchaRequired: boolean;
  locked: boolean;
}

export async function guardState(db: Database, login: string): Promise<GuardState> {
  const row = await db.selectFrom('login_guard').selectAll().where('login', '=', login).executeTakeFirst();
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
  const code = kind === 'secondFactor' ? 1 : 0;
  const row = await db
    .insertInto('login_guard')
    .values({
      login,
      failed_attempts: 1,
      second_factor_failures: code,
      captcha_required: false,
      locked_at: null,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({
        failed_attempts: sql`login_guard.failed_attempts + 1`,
        second_factor_failures: sql`login_guard.second_factor_failures + ${code}`,
        updated_at: new Date(),
      }),
    )
    .returning(['failed_attempts', 'captcha_required', 'locked_at'])
    .executeTakeFirstOrThrow();
  const captchaJustRequired = !row.captcha_required && row.failed_attempts >= auth.captchaAfter;
  const lockNow = !row.locked_at && row.failed_attempts >= auth.lockAfter;
  if (captchaJustRequired || lockNow) {
    await db
      .updateTable('login_guard')
      .set({
        ...(captchaJustRequired ? { captcha_required: true } : {}),
        ...(lockNow ? { locked_at: new Date() } : {}),
      })
      .where('login', '=', login)
      .execute();
  }
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
 * Forgets every failure: after an accepted second-factor code, a password reset or the unlock link (both
 * also unlock the account), or a change of the second factor (the codes guessed were of a secret now gone).
 */
export async function clearGuard(db: Database, login: string): Promise<void> {
  await db.deleteFrom('login_guard').where('login', '=', login).execute();
}

/**
 * A right password forgets the wrong passwords, not the wrong codes (issue 27): with the password, three
 * rounds of a login and nine wrong codes made 27 guesses without the lock. What is left counts on towards
 * the lock, and the captcha stays while enough of it is left.
 */
export async function clearPasswordFailures(
  db: Database,
  login: string,
  auth: Config['auth'],
): Promise<void> {
  await db
    .deleteFrom('login_guard')
    .where('login', '=', login)
    .where('second_factor_failures', '=', 0)
    .execute();
  await db
    .updateTable('login_guard')
    .set({
      failed_attempts: sql`second_factor_failures`,
      captcha_required: sql`second_factor_failures >= ${auth.captchaAfter}`,
      updated_at: new Date(),
    })
    .where('login', '=', login)
    .execute();
}

/** When the address's count is forgotten: the window after its last failure and after its last wait. */
const quietSince = sql<Date>`coalesce(greatest(address_guard.last_failure_at, address_guard.blocked_until), address_guard.window_started_at)`;

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
  const row = await db
    .insertInto('address_guard')
    .values({ address, failures: 1, window_started_at: now, last_failure_at: now, blocked_until: null })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet({
        failures: sql`case when ${quietSince} < ${windowStart} then 1 else address_guard.failures + 1 end`,
        window_started_at: sql`case when ${quietSince} < ${windowStart} then ${now} else address_guard.window_started_at end`,
        last_failure_at: now,
        blocked_until: sql`case when ${quietSince} < ${windowStart} then null else address_guard.blocked_until end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const delay = addressDelayMs(row.failures, auth);
  if (delay > 0) {
    await db
      .updateTable('address_guard')
      .set({ blocked_until: new Date(now.getTime() + delay) })
      .where('address', '=', address)
      .execute();
  }
}

async function liveAddressGuard(db: Database, address: string, auth: Config['auth']) {
  const row = await db
    .selectFrom('address_guard')
    .selectAll()
    .where('address', '=', address)
    .executeTakeFirst();
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
