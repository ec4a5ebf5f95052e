// Data lifecycle (RODO art. 15 and 17): the operator exports a customer's data (the archive the customer gets
// from "Pobierz moje dane") and erases a customer (docs/decisions.md "Erasing a customer"). Each call is
// recorded in the audit trail with the key that made it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { backofficeEndpoints as bo, errorResponses, type CustomerSelector } from '@portal/api-contract';
import { findAccountIdForBackoffice } from '../../../accounts/account-repository.ts';
import type { AuditActor } from '../../../audit/audit-trail.ts';
import { eraseCustomer } from '../../../privacy/account-erasure.ts';
import { sendDataArchive } from '../../../privacy/send-archive.ts';
import { HttpError } from '../../../lib/http-error.ts';

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function accountOf({ customer }: CustomerSelector): Promise<number> {
    const id = await findAccountIdForBackoffice(app.db, customer);
    if (id === null) throw new HttpError(404, 'Nie ma takiego konta klienta.');
    return id;
  }
  const actor = (request: FastifyRequest): AuditActor => ({
    kind: 'backoffice',
    keyId: request.integration!.id,
  });

  app.post(
    bo.customerExport.path,
    { config: { csrf: false }, schema: { body: bo.customerExport.body, response: errorResponses } },
    async (request, reply) => sendDataArchive(request, reply, await accountOf(request.body), actor(request)),
  );

  app.post(
    bo.customerErase.path,
    {
      config: { csrf: false },
      schema: {
        body: bo.customerErase.body,
        response: { 200: bo.customerErase.response, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = await accountOf(request.body);
      const erased = await eraseCustomer(app.db, app.storage, accountId, request.log, actor(request));
      if (!erased) throw new HttpError(404, 'Nie ma takiego konta klienta.');
      request.log.info({ accountId, integration: request.integration?.name }, 'customer erased');
      return {
        ...erased,
        note:
          erased.filesNotRemoved > 0
            ? 'Części plików nie udało się teraz usunąć; usunie je okresowe sprzątanie plików bez rekordu.'
            : null,
      };
    },
  );
};

export default customerRoutes;
