// The app_secret rows: secrets the portal generates once and every instance shares (secret.ts).
import type { Database } from './db/database.ts';

/** Stores the secret unless one of that name is kept already; the kept one either way. */
export async function keepSecretOnce(db: Database, name: string, value: string): Promise<string> {
  await db
    .insertInto('app_secret')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
