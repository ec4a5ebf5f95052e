// The process entry (`node dist/entry.js`, `pnpm start`, the image's CMD): tracing first, then the API
// (main.ts). Tracing patches node:http, Fastify, pg and the S3 client as they load, so main.ts and all it
// imports are loaded only after startTracing has put its hooks in place: a dynamic import, which the
// bundle keeps as a separate chunk (tools/api-build.mjs), where a static one would load them first.
// `node dist/entry.js prepare` only migrates (and seeds) the database, then exits: prepare-database.ts.
import { startTracing } from './telemetry/tracing.ts';

await startTracing();
if (process.argv[2] === 'prepare') await import('./prepare-database.ts');
else await import('./main.ts');
