// The key that signs anti-forgery tokens: from SESSION_SECRET, else generated once and kept in the
// database so restarts and every instance behind a load balancer share it.
import type { Database } from './db/database.ts';
import { randomToken } from './lib/tokens.ts';

export async function loadSecret(db: Database, fromEnv = process.env.SESSION_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_secret')
    .values({ name: 'csrf', value: randomToken(48) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', 'csrf')
    .executeTakeFirstOrThrow();
  return row.value;
}
