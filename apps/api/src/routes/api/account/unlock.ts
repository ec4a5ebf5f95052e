// Resilience: anyone could lock a customer out with ten wrong passwords, and only a password reset lifted
// the lock. The lock now e-mails the customer a one-time link (accounts/account-requests.ts); the portal's
// /konto/odblokuj page sends it here. The lock and the failure counters go; the password stays.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, PasswordErrorKeyword } from '@portal/api-contract';
import { findLiveToken } from '../../../accounts/account-token-repository.ts';
import { unlockWithToken } from '../../../accounts/account-repository.ts';
import { HttpError } from '../../../lib/http-error.ts';

const invalidLink = () =>
  new HttpError(400, 'Link wygasł lub jest nieprawidłowy.', [
    {
      pointer: '/token',
      keyword: PasswordErrorKeyword.invalidToken,
      message: 'Link wygasł lub jest nieprawidłowy.',
    },
  ]);

const unlockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  app.post(
    endpoints.unlock.path,
    {
      schema: {
        body: endpoints.unlock.body,
        response: { 200: endpoints.unlock.response, ...errorResponses },
      },
      config: { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } },
    },
    async (request) => {
      const match = await findLiveToken(db, 'unlock', request.body.token, request.body.email);
      if (!match) throw invalidLink();
      if (!(await unlockWithToken(db, match, request.ip))) throw invalidLink();
      request.log.info({ accountId: match.accountId }, 'account unlocked by the e-mailed link');
      return { ok: true as const };
    },
  );
};

export default unlockRoutes;
