// The integration key rows (integration-keys.ts creates, checks, lists and revokes the keys). Only a key's
// hash is stored.
import type { Database } from '../db/database.ts';
import { SecurityAction } from '../audit/security-actions.ts';

/** Stores a new key's hash; its id. */
export async function insertIntegrationKey(trx: Database, name: string, keyHash: string): Promise<number> {
  const { id } = await trx
    .insertInto('integration_key')
    .values({ name, key_hash: keyHash, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The key with that hash unless it was revoked. */
export function findLiveIntegrationKey(db: Database, keyHash: string) {
  return db
    .selectFrom('integration_key')
    .select(['id', 'name'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Every key, oldest first, with the last call the audit trail holds; never the hash. */
export function integrationKeyRows(db: Database) {
  return db
    .selectFrom('integration_key as k')
    .select((eb) => [
      'k.id',
      'k.name',
      'k.created_at',
      'k.revoked_at',
      eb
        .selectFrom('audit_event as e')
        .select((e) => e.fn.max('e.at').as('at'))
        .where('e.actor_kind', '=', 'backoffice')
        .whereRef('e.actor_id', '=', eb.cast('k.id', 'text'))
        .where('e.action', '=', SecurityAction.backofficeCall)
        .as('last_call_at'),
    ])
    .orderBy('k.id')
    .execute();
}

/** Revokes a key not revoked yet; its name, or undefined when it was revoked already or never existed. */
export function markIntegrationKeyRevoked(trx: Database, id: number) {
  return trx
    .updateTable('integration_key')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
}

export async function integrationKeyExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('integration_key').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
