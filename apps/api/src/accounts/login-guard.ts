// portal-spec §4/§8 and quality-bar "Brute force": failed logins are counted per login name (a captcha
// after the first failures, a lock after more, lifted by a password reset) and per client address (a
// captcha for every login from an address that fails too often). Counted for unknown names too, so
// the answers never tell whether an e-mail has an account.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';

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
}

export async function recordFailure(db: Database, login: string, auth: Config['auth']): Promise<FailureOutcome> {
  const row = await db
    .insertInto('login_guard')
    .values({ login, failed_attempts: 1, captcha_required: false, locked_at: null, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({ failed_attempts: sql`login_guard.failed_attempts + 1`, updated_at: new Date() }),
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
  return {
    failedAttempts: row.failed_attempts,
    captchaRequired: row.captcha_required || captchaJustRequired,
    locked: Boolean(row.locked_at) || lockNow,
    captchaJustRequired,
  };
}

/** After a successful login, or a password reset (which also unlocks the account). */
export async function clearGuard(db: Database, login: string): Promise<void> {
  await db.deleteFrom('login_guard').where('login', '=', login).execute();
}

export async function recordAddressFailure(db: Database, address: string, auth: Config['auth']): Promise<void> {
  const windowStart = new Date(Date.now() - auth.addressWindowMinutes * 60_000);
  await db
    .insertInto('address_guard')
    .values({ address, failures: 1, window_started_at: new Date() })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet({
        failures: sql`case when address_guard.window_started_at < ${windowStart} then 1 else address_guard.failures + 1 end`,
        window_started_at: sql`case when address_guard.window_started_at < ${windowStart} then now() else address_guard.window_started_at end`,
      }),
    )
    .execute();
}

export async function addressNeedsCaptcha(db: Database, address: string, auth: Config['auth']): Promise<boolean> {
  const row = await db.selectFrom('address_guard').selectAll().where('address', '=', address).executeTakeFirst();
  if (!row) return false;
  const inWindow = row.window_started_at.getTime() > Date.now() - auth.addressWindowMinutes * 60_000;
  return inWindow && row.failures >= auth.addressFailures;
}
