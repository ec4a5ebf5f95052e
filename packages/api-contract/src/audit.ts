// Operability: the audit trail as the back office reads it (GET /api/backoffice/audit-events, and
// `pnpm backoffice audit:list`): security events and the handling of customers' data, newest first.
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './nullable.ts';
import { DbId, Timestamp } from './primitives.ts';

export const AuditActorKind = StringEnum(['customer', 'backoffice', 'system', 'visitor']);
export const AuditOutcome = StringEnum(['success', 'failure']);

export const AuditEventQuery = Type.Object({
  /** An action (`login.failed`) or every action under a prefix (`login`, `backoffice-key`). */
  action: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]*(\\.[a-z][a-z0-9-]*)*$', maxLength: 64 })),
  /** `kind` or `kind:id`: `visitor`, `customer:12`, `backoffice:3`, `system:portal`. */
  actor: Type.Optional(
    Type.String({
      pattern: '^(customer|backoffice|system|visitor)(:[A-Za-z0-9\\._@:-]{1,100})?$',
      maxLength: 120,
    }),
  ),
  /** `kind:id`: `account:12`, `backoffice-key:3`. */
  subject: Type.Optional(
    Type.String({ pattern: '^[a-z][a-z-]{0,31}:[A-Za-z0-9\\._-]{1,64}$', maxLength: 100 }),
  ),
  outcome: Type.Optional(AuditOutcome),
  /** Events at or after, and before, these moments. */
  since: Type.Optional(Timestamp()),
  until: Type.Optional(Timestamp()),
  /** Paging: the events older than this id (the previous page's `nextBefore`). */
  before: Type.Optional(DbId()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type AuditEventQuery = Static<typeof AuditEventQuery>;

export const AuditEventView = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actorKind: AuditActorKind,
  actorId: Nullable(Type.String()),
  action: Type.String(),
  subjectKind: Nullable(Type.String()),
  subjectId: Nullable(Type.String()),
  outcome: AuditOutcome,
  /** The client's address; null when none, or once blanked by retention (RETENTION_AUDIT_ADDRESS_DAYS). */
  address: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEventView = Static<typeof AuditEventView>;

export const AuditEventPage = Type.Object({
  events: Type.Array(AuditEventView),
  /** Give it as `before` for the next (older) page; null on the last page. */
  nextBefore: Nullable(Type.Integer()),
});
export type AuditEventPage = Static<typeof AuditEventPage>;
