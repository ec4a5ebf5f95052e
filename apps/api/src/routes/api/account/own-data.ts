// Data lifecycle (RODO): the signed-in customer's own data. "Pobierz moje dane" sends everything the portal holds
// about the customer as one .zip; "Usuń konto w portalu" ends the portal account after the password (and,
// while two-factor authentication is on, a current code) proves who asks. docs/decisions.md "Erasing a
// customer" says what ends and what stays at the operator. Customer journeys: the account holder (name and phone
// from the registration) that a new application starts with, and that the settings show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, ReauthErrorKeyword } from '@portal/api-contract';
import { getAccountHolder } from '../../../accounts/account-repository.ts';
import { closeOwnAccount } from '../../../privacy/close-account.ts';
import { sendDataArchive } from '../../../privacy/send-archive.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { endAllSessions, endSession } from '../../../plugins/session.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { refuseAddressWait } from './address-wait.ts';
import { reauthRefusals } from './reauth-refusals.ts';

const codeRequired = () =>
  new HttpError(400, 'Podaj też kod z aplikacji, aby potwierdzić, że to Ty.', [
    { pointer: '/currentCode', keyword: ReauthErrorKeyword.required, message: 'Podaj kod z aplikacji.' },
  ]);

const ownDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    endpoints.accountHolder.path,
    {
      preHandler: requireUser,
      schema: { response: { 200: endpoints.accountHolder.response, ...errorResponses } },
    },
    async (request, reply) => {
      const holder = await getAccountHolder(db, customerId(request));
      // Personal data: no shared cache keeps it after the customer signs out.
      reply.header('Cache-Control', 'no-store');
      return holder;
    },
  );

  app.get(
    endpoints.exportAccountData.path,
    {
      preHandler: requireUser,
      schema: { response: errorResponses },
      config: {
        // Counted per customer, after the session is known (the limiter's own hook runs before it).
        rateLimit: {
          max: config.dataExportLimit.max,
          timeWindow: config.dataExportLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `data-export:${request.session.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const accountId = customerId(request);
      return sendDataArchive(request, reply, accountId, { kind: 'customer', accountId });
    },
  );

  app.post(
    endpoints.closeAccount.path,
    {
      preHandler: requireUser,
      schema: {
        body: endpoints.closeAccount.body,
        response: { 200: endpoints.closeAccount.response, ...errorResponses },
      },
      config: { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } },
    },
    async (request, reply) => {
      const { password, currentCode } = request.body;
      const outcome = await closeOwnAccount(
        { db, auth: config.auth },
        customerId(request),
        { password, currentCode },
        request.ip,
      );
      switch (outcome.kind) {
        case 'addressWaits':
          return refuseAddressWait(request, reply, outcome.retryAfterSeconds, 'account closing');
        case 'codeRequired':
          throw codeRequired();
        case 'reauthRefused':
          request.log.info(
            { accountId: outcome.accountId, outcome: outcome.reason },
            'account closing: re-authentication refused',
          );
          if (outcome.reason === 'locked') await endAllSessions(request, reply, outcome.accountId);
          throw reauthRefusals[outcome.reason]();
        case 'closed':
          await endSession(request, reply);
          request.log.info({ accountId: outcome.accountId }, 'portal account closed by the customer');
      }
      return { ok: true as const };
    },
  );
};

export default ownDataRoutes;
