// The login_guard rows (failures per login name) and the address_guard rows (failures per client address);
// login-guard.ts holds the rules: when a captcha is asked, when a name locks, how long an address waits.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** The name the guard counts under: the same e-mail typed in any case, with any surrounding spaces. */
export function normalizeLogin(username: string): string {
  return username.trim().toLowerCase();
}

export async function findLoginGuard(db: Database, login: string) {
  return db.selectFrom('login_guard').selectAll().where('login', '=', login).executeTakeFirst();
}

/** Whether the login name is locked now (a reset or an unlock link may have lifted the lock). */
export async function isLoginLocked(db: Database, login: string): Promise<boolean> {
  const lock = await db
    .selectFrom('login_guard')
    .select('locked_at')
    .where('login', '=', login)
    .executeTakeFirst();
  return Boolean(lock?.locked_at);
}

/** Counts one more failure of the name (a wrong second-factor code counted apart too); the row after it. */
export async function countLoginFailure(db: Database, login: string, secondFactor: boolean) {
  const code = secondFactor ? 1 : 0;
  return db
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
}

/** From now on the name needs a captcha, or is locked, or both. */
export async function markLoginGuard(
  db: Database,
  login: string,
  mark: { requireCaptcha: boolean; lock: boolean },
): Promise<void> {
  await db
    .updateTable('login_guard')
    .set({
      ...(mark.requireCaptcha ? { captcha_required: true } : {}),
      ...(mark.lock ? { locked_at: new Date() } : {}),
    })
    .where('login', '=', login)
    .execute();
}

export async function deleteLoginGuard(db: Database, login: string): Promise<void> {
  await db.deleteFrom('login_guard').where('login', '=', login).execute();
}

/**
 * Drops the wrong passwords of the name and keeps its wrong codes: a row with none goes, another counts
 * only its codes, with the captcha while they reach `captchaAfter`.
 */
export async function forgetPasswordFailures(
  db: Database,
  login: string,
  captchaAfter: number,
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
      captcha_required: sql`second_factor_failures >= ${captchaAfter}`,
      updated_at: new Date(),
    })
    .where('login', '=', login)
    .execute();
}

/** When the address's count is forgotten: the window after its last failure and after its last wait. */
const quietSince = sql<Date>`coalesce(greatest(address_guard.last_failure_at, address_guard.blocked_until), address_guard.window_started_at)`;

/**
 * Counts one more failure of the address, starting its count afresh when it has been quiet since
 * `windowStart`; answers the failures counted.
 */
export async function countAddressFailure(
  db: Database,
  address: string,
  now: Date,
  windowStart: Date,
): Promise<number> {
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
  return row.failures;
}

export async function blockAddressUntil(db: Database, address: string, until: Date): Promise<void> {
  await db
    .updateTable('address_guard')
    .set({ blocked_until: until })
    .where('address', '=', address)
    .execute();
}

export async function findAddressGuard(db: Database, address: string) {
  return db.selectFrom('address_guard').selectAll().where('address', '=', address).executeTakeFirst();
}

/**
 * Forgets every failure: after an accepted second-factor code, a password reset or the unlock link (both
 * also unlock the account), or a change of the second factor (the codes guessed were of a secret now gone).
 */
export async function clearGuard(db: Database, login: string): Promise<void> {
  await deleteLoginGuard(db, login);
}
