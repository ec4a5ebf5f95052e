// `pnpm start`: the portal and its API from one process, on an embedded database migrated and seeded
// with demo data on first start. Loaded by entry.ts, after tracing.
import { buildApp } from './app.ts';
import { configOrExit, openOrExit, prepareDatabase, refuseToStart } from './database-start.ts';
import { loadSecret } from './secret.ts';
import { announceStart } from './start-banner.ts';
import { ensureDemoIntegrationKey, rememberDemoPortalUrl } from './backoffice/demo-key.ts';
import { demoKeyFile, demoUrlFile } from './config.ts';
import { serveMetrics } from './metrics/server.ts';
import { stopTracing } from './telemetry/tracing.ts';

const config = configOrExit();
const db = await openOrExit(config);
const seeded = await prepareDatabase(config, db);
const secret = await loadSecret(db);
const app = await buildApp({ config, db, secret });
// Security hardening: what a LOCAL_TRIAL start allows that production refuses, said at every start.
for (const warning of config.warnings) app.log.warn({ localTrial: true }, warning);
if (seeded) app.log.info('demo data seeded');
if (config.seedDemoData && config.environment !== 'production')
  await ensureDemoIntegrationKey(db, demoKeyFile);

// Scaling out: graceful shutdown. /readyz answers 503 at once, so a load balancer stops sending traffic;
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
      // Operability: the last spans (the drained requests') are still buffered; a no-op when tracing is off.
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

// Operability: /metrics on a listener of its own (docs/operations.md "Metrics"), before the public one.
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
