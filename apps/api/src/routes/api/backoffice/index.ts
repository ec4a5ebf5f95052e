// Every back-office route sits behind the integration key; none uses cookies (no anti-forgery check).
import type { FastifyPluginAsync } from 'fastify';
import { recordIntegrationCall, requireIntegrationKey } from '../../../plugins/integration-auth.ts';
import ssoRoutes from './sso.ts';
import applicationRoutes from './applications.ts';
import issueRoutes from './issues.ts';
import invoiceRoutes from './invoices.ts';
import reconciliationRoutes from './payment-reconciliations.ts';
import customerRoutes from './customers.ts';
import auditRoutes from './audit.ts';
import type { FormRegistry } from '../../../applications/form-registry.ts';

const backofficeRoutes: FastifyPluginAsync<{ forms: FormRegistry }> = async (app, { forms }) => {
  app.addHook('preHandler', requireIntegrationKey);
  app.addHook('onResponse', recordIntegrationCall);
  await app.register(ssoRoutes);
  await app.register(applicationRoutes, { forms });
  await app.register(issueRoutes);
  await app.register(invoiceRoutes);
  await app.register(reconciliationRoutes);
  await app.register(customerRoutes);
  await app.register(auditRoutes);
};

export default backofficeRoutes;
