// The process entry (`node dist/entry.js`, `pnpm start`, the image's CMD): tracing first, then the API
// (main.ts). Tracing patches node:http, Fastify, pg and the S3 client as they load, so main.ts and all it
// imports are loaded only after startTracing has put its hooks in place: a dynamic import, which the
// bundle keeps as a separate chunk (tools/api-build.mjs), where a static one would load them first.
import { startTracing } from './telemetry/tracing.ts';

await startTracing();
await import('./main.ts');
