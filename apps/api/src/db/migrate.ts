// Versioned migrations, applied at start. A new migration is a new file listed here, never an edit.
import { Migrator, type Migration } from 'kysely';
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
};

/** schema: set when the database works in its own schema (tests on a shared PostgreSQL). */
export async function migrateToLatest(db: Database, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
