// Test-only seeding (docs/testing.md): registered only when the server runs with NODE_ENV=test (app.ts),
// and behind the back-office key like the back office's own routes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, testSeedingEndpoints as seeding } from '@portal/api-contract';
import { requireIntegrationKey } from '../../../plugins/integration-auth.ts';
import { seedTestAccount, setSessionExpiresIn } from '../../../seed/test-accounts.ts';
import { sha256 } from '../../../lib/tokens.ts';

const testSeedingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireIntegrationKey);

  app.post(
    seeding.account.path,
    {
      config: { csrf: false },
      schema: { body: seeding.account.body, response: { 201: seeding.account.response, ...errorResponses } },
    },
    async (request, reply) => {
      const id = await seedTestAccount(app.db, request.body, app.config.auth.passwordCostLog2);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    seeding.sessionExpiresIn.path,
    {
      config: { csrf: false },
      schema: {
        body: seeding.sessionExpiresIn.body,
        response: { 200: seeding.sessionExpiresIn.response, ...errorResponses },
      },
    },
    async (request) => {
      const { cookieId } = request.session;
      if (!cookieId) return { sessions: 0 };
      const idleMs = app.config.session.idleMinutes * 60_000;
      const sessions = await setSessionExpiresIn(app.db, sha256(cookieId), idleMs, request.body.seconds);
      return { sessions };
    },
  );
};

export default testSeedingRoutes;
