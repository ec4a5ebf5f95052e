// portal-spec §2 (activation, forgot and reset password), §4 "Change password", §5 password rules, §7.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, PasswordErrorKeyword } from '@portal/api-contract';
import { hashPassword } from '../../../accounts/password-hash.ts';
import { passwordProblems } from '../../../accounts/password-policy.ts';
import { findLiveToken } from '../../../accounts/account-tokens.ts';
import {
  changePassword,
  findAccount,
  getAccount,
  setPasswordWithToken,
} from '../../../accounts/account-repository.ts';
import { requestAccountMail } from '../../../accounts/account-requests.ts';
import { normalizeLogin } from '../../../accounts/login-guard.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { reauthenticate } from '../../../accounts/reauthentication.ts';
import { endAllSessions, endSession } from '../../../plugins/session.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { accountLockedRefusal } from './account-locked.ts';
import { refuseWhileAddressWaits } from './address-wait.ts';

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
  const cost = () => ({ N: 2 ** config.auth.passwordCostLog2, r: 8, p: 1 });
  // Issue 27: every route that checks a secret (here a link's token) is limited like login.
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
      const match = await findLiveToken(db, tokenType, token, email);
      if (match && tokenType === 'activate') {
        const account = await findAccount(db, match.accountId);
        return { result: account?.status === 'PENDING' };
      }
      return { result: match !== null };
    },
  );

  /** Sets the password of the account a live token belongs to (accounts/account-repository.ts). */
  async function setPasswordFromLink(
    kind: 'activate' | 'reset',
    email: string,
    password: string,
    token: string,
    address: string,
  ) {
    const match = await findLiveToken(db, kind, token, email);
    if (!match) throw invalidToken();
    const problems = passwordProblems(password, match.email);
    if (problems.length) throw new HttpError(400, problems[0]!.message, problems);
    const hash = await hashPassword(password, cost());
    if (!(await setPasswordWithToken(db, kind, match, hash, address))) throw invalidToken();
    return match;
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
      const match = await setPasswordFromLink(
        'activate',
        request.body.email,
        request.body.password,
        request.body.token,
        request.ip,
      );
      request.log.info({ accountId: match.accountId }, 'account activated');
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
      const match = await setPasswordFromLink(
        'reset',
        request.body.email,
        request.body.password,
        request.body.token,
        request.ip,
      );
      request.log.info({ accountId: match.accountId }, 'password reset');
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
      // Issue #14: the same single insert for every address; the lookup, the token and the e-mail happen
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
      // Issue 27: "is this the password?" was answered without limit to anyone holding a session. A wrong
      // old password now counts like a wrong login: the address waits, and the account locks.
      await refuseWhileAddressWaits(request, reply, 'password change');
      const id = customerId(request);
      const account = await getAccount(db, id);
      const proof = { password: request.body.oldPassword };
      const outcome = await reauthenticate(db, account, proof, config.auth, request.ip, 'password-change');
      if (outcome === 'locked') {
        request.log.info({ accountId: id }, 'password change refused: account locked');
        await endAllSessions(request, reply, id);
        throw accountLockedRefusal();
      }
      if (outcome !== 'ok') {
        throw new HttpError(400, 'Obecne hasło jest nieprawidłowe.', [
          {
            pointer: '/oldPassword',
            keyword: PasswordErrorKeyword.wrongOldPassword,
            message: 'Obecne hasło jest nieprawidłowe.',
          },
        ]);
      }
      const problems = passwordProblems(request.body.newPassword, account.email, '/newPassword');
      if (problems.length) throw new HttpError(400, problems[0]!.message, problems);
      const hash = await hashPassword(request.body.newPassword, cost());
      await changePassword(db, id, hash, request.ip);
      await endSession(request, reply);
      request.log.info({ accountId: id }, 'password changed, sessions ended');
      return { ok: true as const };
    },
  );
};

export default passwordRoutes;
