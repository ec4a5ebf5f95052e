// API keys of the operator's back-office systems: random, shown once, stored hashed, revocable. Issue #29:
// created, listed and revoked from the terminal (`pnpm backoffice keys:*`); creation and revocation are
// audit events in the same transaction, and a revoked key is refused at its next call (no key is cached).
import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { recordAuditEvent, type AuditActor } from '../audit/audit-trail.ts';
import { SecurityAction } from '../audit/security-events.ts';

export const KEY_PREFIX = 'bo_';

const keySubject = (id: number) => ({ kind: 'backoffice-key', id });

/** Who set up a key when the caller does not say: the portal itself (demo key, tests). */
const portalItself: AuditActor = { kind: 'system', name: 'portal' };

export async function createIntegrationKey(
  db: Database,
  name: string,
  actor: AuditActor = portalItself,
): Promise<string> {
  const key = KEY_PREFIX + randomToken(32);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('integration_key')
      .values({ name, key_hash: sha256(key), revoked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The name is the operator's label of a system ("crm"), not personal data; the key never goes here.
    await recordAuditEvent(trx, {
      actor,
      action: SecurityAction.backofficeKeyCreated,
      subject: keySubject(id),
      details: { name },
    });
  });
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

export interface IntegrationKeySummary {
  id: number;
  name: string;
  createdAt: string;
  revokedAt: string | null;
  /** The last call the audit trail holds (within its retention), to tell a key in use from a forgotten one. */
  lastCallAt: string | null;
}

/** Every key, oldest first, with when it was last used; never the key nor its hash. */
export async function listIntegrationKeys(db: Database): Promise<IntegrationKeySummary[]> {
  const rows = await db
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
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastCallAt: row.last_call_at ? new Date(row.last_call_at).toISOString() : null,
  }));
}

export type RevokeOutcome = 'revoked' | 'already-revoked' | 'not-found';

/** Revokes one key by its id; the revocation and its audit event go together. */
export async function revokeIntegrationKey(
  db: Database,
  id: number,
  actor: AuditActor = portalItself,
): Promise<RevokeOutcome> {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('integration_key')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('name')
      .executeTakeFirst();
    if (!revoked) {
      const exists = await trx
        .selectFrom('integration_key')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return exists ? 'already-revoked' : 'not-found';
    }
    await recordAuditEvent(trx, {
      actor,
      action: SecurityAction.backofficeKeyRevoked,
      subject: keySubject(id),
      details: { name: revoked.name },
    });
    return 'revoked';
  });
}
