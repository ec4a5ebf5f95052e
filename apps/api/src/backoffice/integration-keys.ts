// API keys of the operator's back-office systems: random, shown once, stored hashed, revocable. Operability:
// created, listed and revoked from the terminal (`pnpm backoffice keys:*`); creation and revocation are
// audit events in the same transaction, and a revoked key is refused at its next call (no key is cached).
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { recordAuditEvent, type AuditActor } from '../audit/audit-trail.ts';
import { SecurityAction } from '../audit/security-actions.ts';
import {
  findLiveIntegrationKey,
  insertIntegrationKey,
  integrationKeyExists,
  integrationKeyRows,
  markIntegrationKeyRevoked,
} from './integration-key-repository.ts';

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
  await inTransaction(db, async (trx) => {
    const id = await insertIntegrationKey(trx, name, sha256(key));
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
  return (await findLiveIntegrationKey(db, sha256(key))) ?? null;
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
  const rows = await integrationKeyRows(db);
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
  return inTransaction(db, async (trx) => {
    const revoked = await markIntegrationKeyRevoked(trx, id);
    if (!revoked) return (await integrationKeyExists(trx, id)) ? 'already-revoked' : 'not-found';
    await recordAuditEvent(trx, {
      actor,
      action: SecurityAction.backofficeKeyRevoked,
      subject: keySubject(id),
      details: { name: revoked.name },
    });
    return 'revoked';
  });
}
