// Every back-office route sits behind the integration key; none uses cookies (no anti-forgery check).
import type { FastifyPluginAsync } from 'fastify';
import { requireIntegrationKey } from '../../../plugins/integration-auth.ts';
import ssoRoutes from './sso.ts';

const backofficeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireIntegrationKey);
  await app.register(ssoRoutes);
};

export default backofficeRoutes;
