// Issue #14: probes for the operator (docs/operations.md "Health checks"). Liveness never touches the
// database, so an orchestrator does not restart a process that is only waiting for its database;
// readiness asks the database, so a load balancer can send traffic elsewhere meanwhile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { endpoints, errorResponses } from '@portal/api-contract';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.health.path,
    {
      schema: { response: { 200: endpoints.health.response, ...errorResponses } },
      config: { session: false },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    endpoints.readiness.path,
    {
      schema: { response: { 200: endpoints.readiness.response, ...errorResponses } },
      config: { session: false },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
