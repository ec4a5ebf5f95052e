// The audit_event rows (audit-trail.ts says what an event holds and when one is recorded).
import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AuditActorKind, AuditEventTable, AuditOutcome } from '../db/schema.ts';

/** Stores one event; inside the caller's transaction when it gets one. */
export async function insertAuditEvent(db: Database, row: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_event').values(row).execute();
}

export interface AuditFilter {
  /** An action, or every action under it as a dotted prefix (`login` takes `login.failed`). */
  action?: string;
  actor?: { kind: string; id?: string };
  subject?: { kind: string; id: string };
  outcome?: AuditOutcome;
  since?: Date;
  until?: Date;
  /** Paging: only events with a smaller id (older). */
  before?: number;
  limit: number;
}

/**
 * The events about one subject, oldest first (tests, and an operator's question "who touched this?"),
 * of the given actions only when `actions` is given.
 */
export function auditEventsAbout(
  db: Database,
  subject: { kind: string; id: string | number },
  actions?: string[],
) {
  let query = db
    .selectFrom('audit_event')
    .selectAll()
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', String(subject.id));
  if (actions) query = query.where('action', 'in', actions);
  return query.orderBy('id').execute();
}

/** The events that pass the filter, newest first; one more than `limit` tells whether a page follows. */
export async function listAuditEvents(db: Database, filter: AuditFilter) {
  let query = db.selectFrom('audit_event').selectAll();
  const { action, actor, subject } = filter;
  if (action !== undefined)
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), eb('action', 'like', `${action.replace(/[\\%_]/g, '\\$&')}.%`)]),
    );
  if (actor !== undefined) {
    query = query.where('actor_kind', '=', actor.kind as AuditActorKind);
    if (actor.id !== undefined) query = query.where('actor_id', '=', actor.id);
  }
  if (subject !== undefined)
    query = query.where('subject_kind', '=', subject.kind).where('subject_id', '=', subject.id);
  if (filter.outcome !== undefined) query = query.where('outcome', '=', filter.outcome);
  if (filter.since !== undefined) query = query.where('at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('at', '<', filter.until);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  return { rows: page, more: rows.length > filter.limit };
}
