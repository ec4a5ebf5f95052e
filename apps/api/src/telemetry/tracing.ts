// Operability: OpenTelemetry traces, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, off otherwise. Off, nothing of the SDK is even loaded: the
// spans the code makes itself (spans.ts) go to @opentelemetry/api's no-op tracer. The standard OTEL_*
// variables (OTEL_SERVICE_NAME, OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER…) apply as the
// SDK documents them (docs/operations.md "Traces").
import { register } from 'node:module';
import type { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | null = null;

export function tracingEndpoint(env: NodeJS.ProcessEnv): string | null {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT || null;
}

/**
 * Must run before the instrumented modules (node:http, fastify, pg, the S3 client) are loaded: their
 * patches are applied as they load, so entry.ts calls it first and only then imports the server. The
 * ESM loader hook (import-in-the-middle) is what lets the patches reach modules loaded by `import`;
 * those modules stay outside the bundle (tools/api-build.mjs) so that the hook sees them load.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!tracingEndpoint(env)) return false;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, aws, fastify] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-aws-sdk'),
      import('@fastify/otel'),
    ]);
  sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'portal-api',
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus's (/metrics) and logs are pino's JSON lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Probes every few seconds from every load balancer would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(?:readyz|healthz|api\/health)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new aws.AwsInstrumentation(),
      new fastify.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (request) => /^\/(?:readyz|healthz|api\/health)\b/.test(request.url),
        // The request id (Fastify's reqId, in every log line of the request) joins a trace to its logs.
        requestHook: (span, request) => span.setAttribute('portal.request_id', String(request.id)),
      }),
    ],
  });
  sdk.start();
  return true;
}

/** Sends the spans still buffered; the graceful shutdown calls it last, before the process exits. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  await running?.shutdown();
}
