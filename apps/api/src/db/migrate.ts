// Versioned migrations, applied at start. A new migration is a new file listed here, never an edit.
import { Migrator, sql, type Migration } from 'kysely';
import type { Database } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as backoffice from './migrations/0003-backoffice.ts';
import * as applications from './migrations/0004-applications.ts';
import * as issues from './migrations/0005-issues.ts';
import * as invoices from './migrations/0006-invoices.ts';
import * as outboxLease from './migrations/0007-outbox-lease.ts';
import * as paymentNotificationLog from './migrations/0008-payment-notification-log.ts';
import * as paymentReconciliation from './migrations/0009-payment-reconciliation.ts';
import * as idempotencyKeys from './migrations/0010-idempotency-keys.ts';
import * as accountHardening from './migrations/0011-account-hardening.ts';
import * as replicas from './migrations/0012-replicas.ts';
import * as secondFactorFailures from './migrations/0013-second-factor-failures.ts';
import * as floodLimits from './migrations/0015-flood-limits.ts';
import * as auditAndErasure from './migrations/0016-audit-and-erasure.ts';
import * as auditSecurityEvents from './migrations/0017-audit-security-events.ts';
import * as notificationsAndCancelledPayments from './migrations/0019-notifications-and-cancelled-payments.ts';
import * as accountHolder from './migrations/0020-account-holder.ts';

const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-accounts': accounts,
  '0003-backoffice': backoffice,
  '0004-applications': applications,
  '0005-issues': issues,
  '0006-invoices': invoices,
  '0007-outbox-lease': outboxLease,
  '0008-payment-notification-log': paymentNotificationLog,
  '0009-payment-reconciliation': paymentReconciliation,
  '0010-idempotency-keys': idempotencyKeys,
  '0011-account-hardening': accountHardening,
  '0012-replicas': replicas,
  '0013-second-factor-failures': secondFactorFailures,
  '0015-flood-limits': floodLimits,
  '0016-audit-and-erasure': auditAndErasure,
  '0017-audit-security-events': auditSecurityEvents,
  '0019-notifications-and-cancelled-payments': notificationsAndCancelledPayments,
  '0020-account-holder': accountHolder,
};

/** Every migration's name, in order. */
export const migrationNames = (): string[] => Object.keys(migrations);

/**
 * schema: set when the database works in its own schema (tests on a shared PostgreSQL). only: the
 * migrations of an earlier release (released-migrations.json), to check the later ones keep its queries
 * working (docs/operations.md "Migrations without downtime").
 */
export async function migrateToLatest(db: Database, schema?: string, only?: string[]): Promise<string[]> {
  const chosen = only
    ? Object.fromEntries(Object.entries(migrations).filter(([name]) => only.includes(name)))
    : migrations;
  if (await databaseIsAhead(db, Object.keys(chosen), schema)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => chosen },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Operability: the previous release must start on a database a newer release migrated (a rolling deploy, a
 * rollback). Kysely refuses migrations it was not given ("previously executed migration … is missing");
 * when every migration this code knows has run and the others come after them, there is nothing to do.
 */
async function databaseIsAhead(db: Database, known: string[], schema?: string): Promise<boolean> {
  const table = schema ? `${schema}.kysely_migration` : 'kysely_migration';
  const { rows: present } = await sql<{ found: boolean }>`
    select to_regclass(${table}) is not null as found`.execute(db);
  if (!present[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const executed = rows.map((row) => row.name);
  const last = [...known].sort().at(-1) ?? '';
  const unknown = executed.filter((name) => !known.includes(name));
  return (
    unknown.length > 0 &&
    unknown.every((name) => name > last) &&
    known.every((name) => executed.includes(name))
  );
}
