// Data lifecycle: the audit trail, one general table (audit_event, migration 0016) for every action someone
// must be able to account for later: a customer's export or erasure of their data, a back-office key's,
// and security events (security-events.ts). Details are counts, kinds and outcomes, never
// personal data, passwords, codes, tokens or keys: the trail outlives the data it speaks of. The client's
// address is the one personal datum, in its own column, blanked long before the event goes (retention).
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AuditActorKind, AuditOutcome } from '../db/schema.ts';
import { insertAuditEvent } from './audit-repository.ts';

export type AuditActor =
  | { kind: 'customer'; accountId: number }
  | { kind: 'backoffice'; keyId: number }
  | { kind: 'system'; name: string }
  | { kind: 'visitor' };

export interface AuditEvent {
  actor: AuditActor;
  /** Dotted, stable names: `customer.export`, `customer.erase`, `account.close`, … */
  action: string;
  subject?: { kind: string; id: string | number };
  details?: Record<string, string | number | boolean | null>;
  /** The client's address (request.ip), when a request caused the event. */
  address?: string;
  /** Default success; a refused login, code or key is a failure. */
  outcome?: AuditOutcome;
}

function actorColumns(actor: AuditActor): { actor_kind: AuditActorKind; actor_id: string | null } {
  switch (actor.kind) {
    case 'customer':
      return { actor_kind: 'customer', actor_id: String(actor.accountId) };
    case 'backoffice':
      return { actor_kind: 'backoffice', actor_id: String(actor.keyId) };
    case 'system':
      return { actor_kind: 'system', actor_id: actor.name };
    case 'visitor':
      return { actor_kind: 'visitor', actor_id: null };
  }
}

/** Records one event; inside the caller's transaction when it gets one, so the event and the act go together. */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await insertAuditEvent(db, {
    ...actorColumns(event.actor),
    action: event.action,
    subject_kind: event.subject?.kind ?? null,
    subject_id: event.subject === undefined ? null : String(event.subject.id),
    details: JSON.stringify(event.details ?? {}),
    address: event.address ?? null,
    outcome: event.outcome ?? 'success',
  });
}

/** The handling of a customer's data, apart from the security events about the same account. */
export const DATA_RIGHTS_ACTIONS = ['customer.export', 'customer.erase', 'account.close'];

/** Runs `work` and records `event` in one transaction: the act and its event go together or not at all. */
export function withAuditEvent<T>(
  db: Database,
  event: AuditEvent,
  work: (trx: Database) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const result = await work(trx);
    await recordAuditEvent(trx, event);
    return result;
  });
}
