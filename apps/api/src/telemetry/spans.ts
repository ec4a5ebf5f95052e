// The spans the code makes itself, where no instrumentation library sees the call: queries on the embedded
// PGlite (no pg driver), the file store as the API sees it (local folder or S3) and SMTP sends (nodemailer
// has no instrumentation). Without the SDK (tracing.ts) the tracer is @opentelemetry/api's no-op one.
import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

/**
 * Runs `work` in a client span that ends with it and records its error, if any. With `requireParent`, only
 * inside a traced request (as instrumentation-pg does): the workers' polling would otherwise start a trace
 * of its own every few seconds.
 */
export function inClientSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  { requireParent = false } = {},
): Promise<T> {
  if (requireParent && !trace.getActiveSpan()) return work();
  // Looked up per call (a map lookup), not kept: a tracer taken before the SDK started stays a no-op one.
  return trace
    .getTracer('portal-api')
    .startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
}
