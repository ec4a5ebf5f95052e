// A use case whose writes must land together runs them through this and hands the transaction (`trx`) to
// the repositories it calls; the SQL stays in the repositories (docs/architecture.md "Layers").
import type { Database } from './database.ts';

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
