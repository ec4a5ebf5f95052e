// The login_guard rows (login-guard.ts counts failures, asks for a captcha and locks; the rest of its
// queries move here as they are next changed).
import type { Database } from '../db/database.ts';

/** Whether the login name is locked now (a reset or an unlock link may have lifted the lock). */
export async function isLoginLocked(db: Database, login: string): Promise<boolean> {
  const lock = await db
    .selectFrom('login_guard')
    .select('locked_at')
    .where('login', '=', login)
    .executeTakeFirst();
  return Boolean(lock?.locked_at);
}
