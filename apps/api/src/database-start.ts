// What every start does before it serves: read the configuration, open the database, migrate it and (with
// SEED_DEMO_DATA) add the demo data. Shared by the server (main.ts) and `node dist/entry.js prepare`
// (prepare-database.ts), which `pnpm start` runs beside the portal's first build so that neither waits
// for the other, and which a release can run before it starts its replicas.
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DataDirectoryLockedError } from './db/data-directory-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { checkPoolerTimeouts } from './db/pooler-timeouts.ts';
import { ConfigError } from './operator.ts';
import { seedDemoData } from './seed/demo.ts';

export function refuseToStart(reason: string): never {
  console.error(`\n  Portal Klienta nie wystartował: ${reason}\n`);
  process.exit(1);
}

export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration the portal must not run with (e.g. the placeholder operator data in production):
    // one clear line for the operator instead of a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    return refuseToStart(error.message);
  }
}

/**
 * Security hardening: a database the API must not run on as configured (PgBouncer without DATABASE_POOLER, a role
 * without the statement timeout behind it) stops the start with one message instead of a stack trace.
 */
async function databaseOrExit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConfigError) return refuseToStart(error.message);
    const message = error instanceof Error ? error.message : '';
    if (/unsupported startup parameter/.test(message))
      return refuseToStart(
        `DATABASE_URL leads to PgBouncer, which refuses the session settings the API sends when it connects (${message}): set DATABASE_POOLER=pgbouncer (docs/deployment.md "PgBouncer").`,
      );
    throw error;
  }
}

export async function openOrExit(config: Config): Promise<Database> {
  try {
    return await openDatabase({ url: config.databaseUrl, settings: config.database });
  } catch (error) {
    // Resilience: a second process on one PGlite folder refuses to start, with the owner in the message.
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Migrations, then the demo data when SEED_DEMO_DATA is on; true when it seeded now. On PostgreSQL both
 * get a connection of their own without the statement timeout: an index may take long, and a replica
 * waits for the migration lock or the seeding lock while another one works (replicas started
 * together seed once).
 */
export async function prepareDatabase(config: Config, db: Database): Promise<boolean> {
  const run = async (start: Database) => {
    await migrateToLatest(start);
    return config.seedDemoData ? seedDemoData(start, { publicUrl: config.publicUrl }) : false;
  };
  return databaseOrExit(async () => {
    let seeded: boolean;
    if (!config.databaseUrl.startsWith('postgres')) {
      seeded = await run(db);
    } else {
      const unbounded = await openDatabase({
        url: config.databaseUrl,
        settings: { ...config.database, statementTimeoutMs: 0, poolSize: 1 },
      });
      try {
        seeded = await run(unbounded);
      } finally {
        await unbounded.destroy();
      }
    }
    await checkPoolerTimeouts(db, config.database);
    return seeded;
  });
}
