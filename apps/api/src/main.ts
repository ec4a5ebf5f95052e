// `pnpm start`: the portal and its API from one process, on an embedded database migrated and seeded
// with demo data on first start.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DataDirectoryLockedError } from './db/data-directory-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadSecret } from './secret.ts';
import { seedDemoData } from './seed/demo.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { ensureDemoIntegrationKey } from './backoffice/demo-key.ts';
import { demoKeyFile, type Config } from './config.ts';
import { ConfigError } from './operator.ts';

const config = configOrExit();

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration the portal must not run with (e.g. the placeholder operator data in production):
    // one clear line for the operator instead of a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n  Portal Klienta nie wystartował: ${error.message}\n`);
    process.exit(1);
  }
}

async function open(): Promise<Database> {
  try {
    return await openDatabase({ url: config.databaseUrl, settings: config.database });
  } catch (error) {
    // Issue #14: a second process on one PGlite folder refuses to start, with the owner in the message.
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** PostgreSQL: migrations get their own connection without the statement timeout (an index may take long). */
async function migrate(db: Database): Promise<void> {
  if (!config.databaseUrl.startsWith('postgres')) {
    await migrateToLatest(db);
    return;
  }
  const unbounded = await openDatabase({
    url: config.databaseUrl,
    settings: { ...config.database, statementTimeoutMs: 0, poolSize: 1 },
  });
  try {
    await migrateToLatest(unbounded);
  } finally {
    await unbounded.destroy();
  }
}

const db = await open();
await migrate(db);
const secret = await loadSecret(db);
const app = await buildApp({ config, db, secret });
if (config.seedDemoData) {
  const seeded = await seedDemoData(db, { publicUrl: config.publicUrl });
  if (seeded) app.log.info('demo data seeded');
  if (config.environment !== 'production') await ensureDemoIntegrationKey(db, demoKeyFile);
}

// Issue #20: graceful shutdown. /readyz answers 503 at once, so a load balancer stops sending traffic;
// after SHUTDOWN_DRAIN_MS the server stops accepting connections, and in-flight requests and uploads
// finish (Fastify closes the server before its onClose hooks stop the workers and the database). A
// request still running after SHUTDOWN_TIMEOUT_MS is cut off and the process exits with 1.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.draining.value = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`;
console.log(`\n  Portal Klienta działa: ${config.publicUrl}\n  Baza danych: ${where}\n`);
if (config.seedDemoData) {
  console.log('  Konta demonstracyjne (e-mail / hasło):');
  for (const account of demoAccounts) {
    const mfa = account.totpSecret ? ` (2FA: klucz ${account.totpSecret})` : '';
    console.log(`    ${account.email} / ${account.password}${mfa}`);
  }
  if (config.devMailbox) console.log(`\n  Poczta deweloperska: ${config.publicUrl}/dev/poczta\n`);
}
