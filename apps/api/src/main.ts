// `pnpm start`: the portal and its API from one process, on an embedded database migrated and seeded
// with demo data on first start. Loaded by entry.ts, after tracing (issue 29).
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DataDirectoryLockedError } from './db/data-directory-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { checkPoolerTimeouts } from './db/pooler-timeouts.ts';
import { loadSecret } from './secret.ts';
import { seedDemoData } from './seed/demo.ts';
import { announceStart } from './start-banner.ts';
import { ensureDemoIntegrationKey, rememberDemoPortalUrl } from './backoffice/demo-key.ts';
import { demoKeyFile, demoUrlFile, type Config } from './config.ts';
import { ConfigError } from './operator.ts';
import { serveMetrics } from './metrics/server.ts';
import { stopTracing } from './telemetry/tracing.ts';

const config = configOrExit();

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration the portal must not run with (e.g. the placeholder operator data in production):
    // one clear line for the operator instead of a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    return refuseToStart(error.message);
  }
}

function refuseToStart(reason: string): never {
  console.error(`\n  Portal Klienta nie wystartował: ${reason}\n`);
  process.exit(1);
}

/**
 * Issue 27: a database the API must not run on as configured (PgBouncer without DATABASE_POOLER, a role
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

/**
 * Migrations, then the demo data when SEED_DEMO_DATA is on. On PostgreSQL both get a connection of their own
 * without the statement timeout: an index may take long, and a replica waits for the migration lock or the
 * seeding lock while another one works (issue 27: replicas started together seed once).
 */
async function prepare(db: Database): Promise<boolean> {
  const run = async (start: Database) => {
    await migrateToLatest(start);
    return config.seedDemoData ? seedDemoData(start, { publicUrl: config.publicUrl }) : false;
  };
  if (!config.databaseUrl.startsWith('postgres')) return run(db);
  const unbounded = await openDatabase({
    url: config.databaseUrl,
    settings: { ...config.database, statementTimeoutMs: 0, poolSize: 1 },
  });
  try {
    return await run(unbounded);
  } finally {
    await unbounded.destroy();
  }
}

const db = await open();
const seeded = await databaseOrExit(async () => {
  const done = await prepare(db);
  await checkPoolerTimeouts(db, config.database);
  return done;
});
const secret = await loadSecret(db);
const app = await buildApp({ config, db, secret });
// Issue 27: what a LOCAL_TRIAL start allows that production refuses, said at every start.
for (const warning of config.warnings) app.log.warn({ localTrial: true }, warning);
if (seeded) app.log.info('demo data seeded');
if (config.seedDemoData && config.environment !== 'production')
  await ensureDemoIntegrationKey(db, demoKeyFile);

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
      // Issue 29: the last spans (the drained requests') are still buffered; a no-op when tracing is off.
      .then(() => stopTracing())
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

// Issue 29: /metrics on a listener of its own (docs/operations.md "Metrics"), before the public one.
const { metrics } = config;
if (metrics.port !== null)
  await serveMetrics(app, { host: metrics.host, port: metrics.port }).catch((error: unknown) =>
    refuseToStart(
      `/metrics cannot listen on ${metrics.host}:${metrics.port} (METRICS_HOST, METRICS_PORT): ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
await app.listen({ host: config.host, port: config.port });
if (config.seedDemoData && config.environment !== 'production')
  rememberDemoPortalUrl(demoUrlFile, { host: config.host, port: config.port });
announceStart(config, app.log);
