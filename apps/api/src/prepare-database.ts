// `node dist/entry.js prepare`: migrate the database (and seed the demo data when SEED_DEMO_DATA is on),
// then exit. `pnpm start` runs it beside the portal's first build (tools/start.mjs); a release may run it
// once before it starts its replicas (docs/operations.md "Migrations"). The server does the same at its
// start, where it then finds nothing left to do.
import { pino } from 'pino';
import { configOrExit, openOrExit, prepareDatabase } from './database-start.ts';
import { loggerOptions } from './logger.ts';

const config = configOrExit();
const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
const started = performance.now();
const db = await openOrExit(config);
const seeded = await prepareDatabase(config, db);
await db.destroy();
log.info(
  { seeded, ms: Math.round(performance.now() - started) },
  seeded ? 'database migrated and demo data seeded' : 'database migrated',
);
