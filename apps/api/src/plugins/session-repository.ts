// The session rows: a signed-in session, stored by the hash of its cookie id with when it was last used
// and when it ends at the latest (session.ts holds the rules: timeouts, renewal, the cookie).
import type { Database } from '../db/database.ts';

export interface NewSession {
  idHash: string;
  userId: number;
  authorities: string[];
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db
    .insertInto('session')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      authorities: session.authorities,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findSession(db: Database, idHash: string) {
  return db
    .selectFrom('session')
    .select(['user_id', 'authorities', 'last_seen_at', 'expires_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

/** Records the session as last used at `at`; its absolute end, or undefined when there is no such session. */
export async function touchSession(db: Database, idHash: string, at: Date): Promise<Date | undefined> {
  const row = await db
    .updateTable('session')
    .set({ last_seen_at: at })
    .where('id_hash', '=', idHash)
    .returning(['expires_at'])
    .executeTakeFirst();
  return row?.expires_at;
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.deleteFrom('session').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the account; answers how many there were. */
export async function deleteAccountSessions(db: Database, userId: number): Promise<number> {
  const result = await db.deleteFrom('session').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
