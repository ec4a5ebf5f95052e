// API keys of the operator's back-office systems: random, shown once, stored hashed, revocable.
import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

export const KEY_PREFIX = 'bo_';

export async function createIntegrationKey(db: Database, name: string): Promise<string> {
  const key = KEY_PREFIX + randomToken(32);
  await db
    .insertInto('integration_key')
    .values({ name, key_hash: sha256(key), revoked_at: null })
    .execute();
  return key;
}

export async function findIntegrationKey(
  db: Database,
  key: string,
): Promise<{ id: number; name: string } | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const row = await db
    .selectFrom('integration_key')
    .select(['id', 'name'])
    .where('key_hash', '=', sha256(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeIntegrationKey(db: Database, name: string): Promise<number> {
  const result = await db
    .updateTable('integration_key')
    .set({ revoked_at: new Date() })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
