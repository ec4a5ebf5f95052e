// portal-spec §2 (activation, forgot and reset password), §4 "Change password", §5 password rules, §7.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, PasswordErrorKeyword } from '@portal/api-contract';
import { requestAccountMail } from '../../../accounts/account-requests.ts';
import { normalizeLogin } from '../../../accounts/login-guard-repository.ts';
import { createPasswords, type LinkPasswordOutcome } from '../../../accounts/passwords.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { endAllSessions, endSession } from '../../../plugins/session.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { accountLockedRefusal } from './account-locked.ts';
import { refuseAddressWait } from './address-wait.ts';

const invalidToken = () =>
  new HttpError(400, 'Link wygasł lub jest nieprawidłowy.', [
    {
      pointer: '/token',
      keyword: PasswordErrorKeyword.invalidToken,
      message: 'Link wygasł lub jest nieprawidłowy.',
    },
  ]);

const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const passwords = createPasswords({ db, auth: config.auth });
  // Security hardening: every route that checks a secret (here a link's token) is limited like login.
  const authLimit = { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } };

  app.get(
    endpoints.checkToken.path,
    {
      schema: {
        querystring: endpoints.checkToken.querystring,
        response: { 200: endpoints.checkToken.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request) => {
      const { email, token, tokenType } = request.query;
      return { result: await passwords.linkIsLive(tokenType, token, email) };
    },
  );

  /** The reply to a password set from an e-mailed link (activation, reset). */
  function linkAnswer(outcome: LinkPasswordOutcome): number {
    switch (outcome.kind) {
      case 'invalidLink':
        throw invalidToken();
      case 'weakPassword':
        throw new HttpError(400, outcome.problems[0]!.message, outcome.problems);
      case 'passwordSet':
        return outcome.accountId;
    }
  }

  app.post(
    endpoints.activate.path,
    {
      schema: {
        body: endpoints.activate.body,
        response: { 200: endpoints.activate.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request) => {
      const { email, token, password } = request.body;
      const accountId = linkAnswer(
        await passwords.setFromLink('activate', { email, token }, password, request.ip),
      );
      request.log.info({ accountId }, 'account activated');
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.resetPassword.path,
    {
      schema: {
        body: endpoints.resetPassword.body,
        response: { 200: endpoints.resetPassword.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request) => {
      const { email, token, password } = request.body;
      const accountId = linkAnswer(
        await passwords.setFromLink('reset', { email, token }, password, request.ip),
      );
      request.log.info({ accountId }, 'password reset');
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.forgotPassword.path,
    {
      schema: {
        body: endpoints.forgotPassword.body,
        response: { 200: endpoints.forgotPassword.response, ...errorResponses },
      },
      config: {
        rateLimit: { max: Math.ceil(config.rateLimit.auth / 4), timeWindow: config.rateLimit.windowMs },
      },
    },
    async (request) => {
      // Resilience: the same single insert for every address; the lookup, the token and the e-mail happen
      // off the request path (accounts/account-requests.ts), so neither the answer nor its time tells
      // whether the address has an account.
      await requestAccountMail(db, 'reset', normalizeLogin(request.body.email));
      request.log.info('password reset requested');
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.changePassword.path,
    {
      preHandler: requireUser,
      schema: {
        body: endpoints.changePassword.body,
        response: { 200: endpoints.changePassword.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request, reply) => {
      // Security hardening: "is this the password?" was answered without limit to anyone holding a session.
      const id = customerId(request);
      const outcome = await passwords.change(id, request.body, request.ip);
      switch (outcome.kind) {
        case 'addressWaits':
          return refuseAddressWait(request, reply, outcome.retryAfterSeconds, 'password change');
        case 'locked':
          request.log.info({ accountId: id }, 'password change refused: account locked');
          await endAllSessions(request, reply, id);
          throw accountLockedRefusal();
        case 'wrongOldPassword':
          throw new HttpError(400, 'Obecne hasło jest nieprawidłowe.', [
            {
              pointer: '/oldPassword',
              keyword: PasswordErrorKeyword.wrongOldPassword,
              message: 'Obecne hasło jest nieprawidłowe.',
            },
          ]);
        case 'weakPassword':
          throw new HttpError(400, outcome.problems[0]!.message, outcome.problems);
        case 'changed':
          await endSession(request, reply);
          request.log.info({ accountId: id }, 'password changed, sessions ended');
          return { ok: true as const };
      }
    },
  );
};

export default passwordRoutes;
