// Operability: the app's metrics (metrics.ts) decorated onto the instance, and every answer counted and timed
// by its route template: the URL's own path would make a series per case number, token or file name.
import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The /metrics listeners of server.ts, closed with the app. */
    metricsServers: Set<Server>;
  }
}

/** A request that matched no route (404s, probes of random paths) is one series, whatever its URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    const servers = new Set<Server>();
    app.decorate('metricsServers', servers);
    app.addHook('onClose', async () => {
      await Promise.all(
        [...servers].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
