// Operability: /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), never on the public one: the
// figures tell an attacker what the portal does, and the scrape must not count against the rate limits.
// Process figures (CPU, memory, event loop, GC) join the app's registry only here, so the many apps the
// tests build in one process do not each start their observers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import { refreshGauges } from './refresh.ts';

export const METRICS_PATH = '/metrics';

/** The process's own figures (CPU, memory, event loop lag, GC, handles), named portal_process_… and portal_nodejs_…. */
export function addProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
}

export interface MetricsListener {
  server: Server;
  port: number;
}

export async function serveMetrics(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<MetricsListener> {
  const { registry } = app.metrics;
  addProcessMetrics(registry);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    refreshGauges(app)
      .then(() => registry.metrics())
      .then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  app.metricsServers.add(server);
  return { server, port: (server.address() as AddressInfo).port };
}
