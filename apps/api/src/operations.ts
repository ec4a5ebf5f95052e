// `@portal/api/operations`: what the operator's terminal (`pnpm backoffice`, tools/backoffice-cli.ts) does
// beside the integration API: find the running portal and its demo key, and keep the integration keys in
// the database directly (they must work when no key is left).
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

export { demoKeyFile, demoUrlFile } from './config.ts';
export type { Database } from './db/database.ts';
export {
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from './backoffice/integration-keys.ts';

/** `work` on the database the environment names, migrated first, closed after. */
export async function withOperatorDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ url: loadConfig(env).databaseUrl });
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
