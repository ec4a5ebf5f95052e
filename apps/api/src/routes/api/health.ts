// Issue #14: probes for the operator (docs/operations.md "Health checks"). Liveness never touches the
// database, so an orchestrator does not restart a process that is only waiting for its database;
// readiness asks the database, so a load balancer can send traffic elsewhere meanwhile.
// Issue #20: /healthz and /readyz at the root for a load balancer in front of several replicas; /readyz
// also asks the file storage, and answers 503 once the process has begun to shut down.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses } from '@portal/api-contract';
import { pingDatabase } from '../../db/ping.ts';
import { HttpError, messages } from '../../lib/http-error.ts';

/** How long /readyz waits for the storage: a hung object store makes the replica not ready, not stuck. */
const STORAGE_CHECK_TIMEOUT_MS = 3_000;

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

  app.get(
    probePaths.readyz,
    { schema: { response: { 200: endpoints.readiness.response, ...errorResponses } }, config: probe },
    async () => {
      if (app.draining.value) {
        throw new HttpError(503, messages.unavailable);
      }
      await pingDatabase(app.db);
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          app.storage.check(),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('storage check timed out')), STORAGE_CHECK_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        app.log.warn({ err: error, storage: app.storage.name }, 'file storage not reachable');
        throw new HttpError(503, messages.unavailable);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
