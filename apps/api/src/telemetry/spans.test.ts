// Operability: the spans the code makes itself, where no instrumentation sees the call (docs/operations.md
// "Traces"): the embedded PGlite's queries and the file store's calls. The compiled API's whole trace on
// PostgreSQL is apps/api/faults/tracing.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boundedStorage, defaultStorageDeadlines } from '../adapters/storage/bounded-storage.ts';
import { localStorage } from '../adapters/storage/local.ts';
import { pglitePool } from '../db/pglite-pool.ts';
import { tracingEndpoint } from './tracing.ts';

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const folder = mkdtempSync(path.join(tmpdir(), 'portal-spans-'));

// What the SDK sets up: a request's span stays active across its awaits.
const contextManager = new AsyncLocalStorageContextManager().enable();

beforeAll(() => {
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(contextManager);
});

afterAll(async () => {
  trace.disable();
  context.disable();
  await provider.shutdown();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(() => exporter.reset());

/** A request's span, active while `work` runs, as the HTTP instrumentation makes one. */
function inRequest(work: () => Promise<void>): Promise<void> {
  return trace.getTracer('test').startActiveSpan('request', async (span) => {
    try {
      await work();
    } finally {
      span.end();
    }
  });
}

async function finishedSpans() {
  await provider.forceFlush();
  return exporter.getFinishedSpans();
}

describe('spans of the embedded database', () => {
  // One database for the file: creating one takes seconds.
  let pool: ReturnType<typeof pglitePool>;
  beforeAll(async () => {
    pool = pglitePool(await PGlite.create());
  });
  afterAll(() => pool.end());

  it('each query of a traced request is a client span under it, named by its verb, with the statement and not its values', async () => {
    await inRequest(async () => {
      const client = await pool.connect();
      await client.query('BEGIN', []);
      await client.query('select $1::text as secret', ['hasło-123']);
      await client.query('COMMIT', []);
      client.release();
    });

    const spans = await finishedSpans();
    const request = spans.find((span) => span.name === 'request')!;
    const queries = spans.filter((span) => span !== request);
    expect(queries.map((span) => span.name)).toEqual([
      'pg.query:BEGIN',
      'pg.query:SELECT',
      'pg.query:COMMIT',
    ]);
    for (const query of queries) {
      expect(query.kind).toBe(SpanKind.CLIENT);
      expect(query.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    }
    expect(queries[1]!.attributes).toMatchObject({
      'db.system.name': 'postgresql',
      'db.query.text': 'select $1::text as secret',
    });
    expect(JSON.stringify(queries.map((span) => span.attributes))).not.toContain('hasło-123');
  });

  it('a failed query ends its span with the error', async () => {
    await inRequest(async () => {
      const client = await pool.connect();
      await expect(client.query('select * from nowhere', [])).rejects.toThrow();
      client.release();
    });
    const span = (await finishedSpans()).find((candidate) => candidate.name === 'pg.query:SELECT');
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
    expect(span?.events.map((event) => event.name)).toContain('exception');
  });

  it('no span outside a traced request: the workers poll the database every few seconds', async () => {
    const client = await pool.connect();
    await client.query('select 1', []);
    client.release();
    expect(await finishedSpans()).toEqual([]);
  });
});

describe('spans of the file store', () => {
  it('every call of the store is a client span naming the operation and the store', async () => {
    const storage = boundedStorage(localStorage(path.join(folder, 'files')), defaultStorageDeadlines);
    const source = path.join(folder, 'source.pdf');
    writeFileSync(source, 'x'.repeat(100));
    await storage.putFromFile('a/b.pdf', source);
    await storage.remove('a/b.pdf');
    const spans = await finishedSpans();
    expect(spans.map((span) => [span.name, span.attributes['portal.file_store']])).toEqual([
      ['file-store put', 'local'],
      ['file-store remove', 'local'],
    ]);
  });
});

describe('tracing is on only with an OTLP endpoint', () => {
  it('reads the standard variables', () => {
    expect(tracingEndpoint({})).toBeNull();
    expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      'http://collector:4318',
    );
    expect(tracingEndpoint({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      'http://c:4318/v1/traces',
    );
    expect(
      tracingEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBeNull();
  });
});
