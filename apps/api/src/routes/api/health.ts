// Resilience: probes for the operator (docs/operations.md "Health checks"). Liveness never touches the
// database, so an orchestrator does not restart a process that is only waiting for its database;
// readiness asks the database, so a load balancer can send traffic elsewhere meanwhile.
// Scaling out: /healthz and /readyz at the root for a load balancer in front of several replicas; /readyz
// answers 503 once the process has begun to shut down. Security hardening: it names each dependency's state, and
// a file storage that is away no longer makes every replica unready at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, Readiness } from '@portal/api-contract';
import { pingDatabase } from '../../db/ping.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

/** Outside /api (the contract's space): the conventional paths a load balancer or orchestrator probes. */
export const probePaths = { healthz: '/healthz', readyz: '/readyz' } as const;

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Probes come often and from the balancer's few addresses: never counted against a rate limit (which
  // would, with a shared store, also make liveness depend on the database).
  const probe = { session: false, rateLimit: false } as const;

  for (const path of [endpoints.health.path, probePaths.healthz]) {
    app.get(
      path,
      { schema: { response: { 200: endpoints.health.response, ...errorResponses } }, config: probe },
      async () => ({ status: 'ok' as const }),
    );
  }

  app.get(
    endpoints.readiness.path,
    {
      schema: { response: { 200: endpoints.readiness.response, ...errorResponses } },
      config: probe,
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const };
    },
  );

  // Security hardening: JSON naming each dependency; only the database (or a shutdown) makes the replica unready.
  // Operability: mail and SMS too (plugins/dependency-states.ts).
  app.get(
    probePaths.readyz,
    { schema: { response: { 200: Readiness, 503: Readiness } }, config: probe },
    async (_request, reply): Promise<Readiness> => {
      const dependencies = await app.dependencyStates();
      const draining = app.draining.value;
      const ready = dependencies.database === 'up' && !draining;
      if (!ready) void reply.status(503).header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
      return { status: ready ? 'ready' : 'not ready', draining, dependencies };
    },
  );
};

export default healthRoutes;
