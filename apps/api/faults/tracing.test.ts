// Operability: traces. The compiled API (apps/api/dist, as the image runs it) with OTEL_EXPORTER_OTLP_ENDPOINT
// pointing at a receiver in this test, on PostgreSQL through the pg driver, and one application with a
// file sent by a signed-in customer. What arrives over OTLP/HTTP (JSON) must be one trace of the shape
// docs/operations.md "Traces" describes: the HTTP server span, under it Fastify's request and handler
// spans, under those the queries (instrumentation-pg, so the loader hooks reached the driver that the
// bundle keeps external) and the file store's span; on S3, the S3 client's own spans under the latter.
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, sendApplication } from './harness/application.ts';
import { removeApiFolders, startApi, type ApiProcess } from './harness/api-process.ts';
import { Browser, eventually } from './harness/browser.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';
import { startS3Server, storageEnvironment, type LocalS3Server } from '../src/test/s3-server.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

interface Receiver {
  url: string;
  spans: OtlpSpan[];
  requests: number;
  server: Server;
}

/** An OTLP/HTTP collector in miniature: POST /v1/traces with the JSON encoding. */
async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', spans: [], requests: 0, server: createServer() };
  receiver.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.requests += 1;
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      expect(request.url).toBe('/v1/traces');
      expect(request.headers['content-type']).toContain('application/json');
      const message = JSON.parse(body.toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const resource of message.resourceSpans)
        for (const scope of resource.scopeSpans) receiver.spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const address = receiver.server.address();
  receiver.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return receiver;
}

const attribute = (span: OtlpSpan, key: string): unknown => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

let cluster: PostgresCluster;
let receiver: Receiver;
let s3: LocalS3Server | undefined;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  [cluster, receiver] = await Promise.all([startPostgresCluster(), startReceiver()]);
});

afterAll(async () => {
  for (const api of apis) {
    await api.kill9();
    removeApiFolders(api);
  }
  await cluster?.destroy();
  await s3?.stop();
  await new Promise((resolve) => receiver?.server.close(resolve));
});

describe('traces of the compiled API', () => {
  it('one application sent by a customer is one trace: HTTP server → request → handler → queries and the file store', async () => {
    const api = await startApi({
      databaseUrl: cluster.url(),
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '200' },
    });
    apis.push(api);
    const jan = new Browser(api.baseUrl);
    await jan.signIn('jan.kowalski@example.com', 'PortalDemo2026');
    const answer = await sendApplication(jan, application());
    expect(answer.status).toBe(200);

    const server = await eventually(async () => {
      const found = receiver.spans.find(
        (span) =>
          span.kind === 2 &&
          [attribute(span, 'url.path'), attribute(span, 'http.target')].includes(
            '/api/application/send/logged',
          ),
      );
      expect(found).toBeDefined();
      return found!;
    }, 15_000);
    const trace = () => receiver.spans.filter((span) => span.traceId === server.traceId);
    const parentOf = (span: OtlpSpan) => trace().find((other) => other.spanId === span.parentSpanId);
    const ancestors = (span: OtlpSpan): string[] => {
      const parent = parentOf(span);
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    // The spans of the request end before the server span; the last batch may follow the first.
    const handler = await eventually(async () => {
      const found = trace().find((span) => span.name.startsWith('handler - '));
      expect(found).toBeDefined();
      expect(trace().some((span) => span.name === 'file-store put')).toBe(true);
      return found!;
    }, 15_000);

    expect(server.parentSpanId ?? '').toBe('');
    const request = parentOf(handler)!;
    expect(request.name).toBe('request');
    expect(parentOf(request)).toBe(server);
    expect(attribute(request, 'portal.request_id')).toEqual(expect.any(String));

    const queries = trace().filter((span) => attribute(span, 'db.system.name') === 'postgresql');
    expect(queries.length).toBeGreaterThan(3);
    // instrumentation-pg's spans: the driver, external to the bundle, was patched as it loaded.
    expect(queries.some((span) => /^(?:pg\.query|INSERT|SELECT|BEGIN|COMMIT)\b/.test(span.name))).toBe(true);
    for (const query of queries) expect(ancestors(query)).toContain(server.name);
    expect(queries.some((query) => ancestors(query).includes(handler.name))).toBe(true);

    const store = trace().find((span) => span.name === 'file-store put')!;
    expect(attribute(store, 'portal.file_store')).toBe('local');
    expect(ancestors(store)).toEqual(expect.arrayContaining([handler.name, 'request', server.name]));
  });

  it('on S3, the SDK calls are spans under the file store span', async () => {
    s3 = await startS3Server();
    const api = await startApi({
      databaseUrl: cluster.url(),
      env: {
        ...storageEnvironment(s3.settings()),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    });
    apis.push(api);
    const jan = new Browser(api.baseUrl);
    await jan.signIn('jan.kowalski@example.com', 'PortalDemo2026');
    receiver.spans.length = 0;
    expect((await sendApplication(jan, application())).status).toBe(200);

    const store = await eventually(async () => {
      const found = receiver.spans.find(
        (span) => span.name === 'file-store put' && attribute(span, 'portal.file_store') === 's3',
      );
      expect(found).toBeDefined();
      return found!;
    }, 15_000);
    await eventually(async () => {
      const children = receiver.spans.filter((span) => span.parentSpanId === store.spanId);
      // instrumentation-aws-sdk: the client, loaded by `import` from the bundle, was patched as it loaded.
      expect(children.map((span) => span.name)).toContainEqual(expect.stringMatching(/^S3\./));
    }, 15_000);
  });
});
