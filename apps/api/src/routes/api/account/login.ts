// portal-spec §4 "Login", §8 "Login errors" and "Second factor"; quality-bar "Sessions", "Brute force",
// "TOTP", "Single sign-on token".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  endpoints,
  errorResponses,
  LoginErrorDescription,
  LoginFailure,
  loginCredentials,
  ROLE_MFA,
  ROLE_USER,
  SSO_USERNAME,
  type LoginResponse,
} from '@portal/api-contract';
import { hashPassword, verifyPassword } from '../../../accounts/password-hash.ts';
import {
  addressNeedsCaptcha,
  addressWaitSeconds,
  clearGuard,
  guardState,
  normalizeLogin,
  recordAddressFailure,
  recordFailure,
} from '../../../accounts/login-guard.ts';
import { consumeToken, findLiveToken } from '../../../accounts/account-tokens.ts';
import { findAccount, findAccountByLogin, findActiveAccount } from '../../../accounts/account-repository.ts';
import { claimTotpCode, isSpentTotpCode } from '../../../accounts/second-factor.ts';
import { endSession, startSession } from '../../../plugins/session.ts';
import { HttpError, messages } from '../../../lib/http-error.ts';

const failure = (errorDescription: LoginErrorDescription, recaptchaRequired = false): LoginResponse => ({
  username: null,
  authorities: [],
  userTrusted: false,
  isMfa: false,
  errorDescription,
  recaptchaRequired,
});

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const decoyHash = await hashPassword('decoy-password-0', {
    N: 2 ** config.auth.passwordCostLog2,
    r: 8,
    p: 1,
  });

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    account: { id: number; email: string; totp_secret: string | null },
  ) {
    if (account.totp_secret) {
      await startSession(request, reply, account.id, [ROLE_MFA], config.auth.mfaPendingMinutes * 60_000);
      return {
        username: account.email,
        authorities: [ROLE_MFA],
        userTrusted: false,
        isMfa: true,
      } satisfies LoginResponse;
    }
    await startSession(request, reply, account.id, [ROLE_USER]);
    return {
      username: account.email,
      authorities: [ROLE_USER],
      userTrusted: true,
      isMfa: false,
    } satisfies LoginResponse;
  }

  async function singleSignOn(request: FastifyRequest, reply: FastifyReply, token: string) {
    const match = await findLiveToken(db, 'sso', token);
    if (!match || !(await consumeToken(db, match.tokenId))) {
      request.log.warn('single sign-on token refused');
      return reply.status(400).send(failure(LoginErrorDescription.ssoFailed));
    }
    const account = await findActiveAccount(db, match.accountId);
    if (!account) return reply.status(400).send(failure(LoginErrorDescription.ssoFailed));
    // Issue #14: a locked account stays locked whatever the way in (portal-spec §8 'User account is locked').
    if ((await guardState(db, normalizeLogin(account.email))).locked) {
      request.log.info({ accountId: account.id }, 'single sign-on refused: account locked');
      return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
    }
    request.log.info({ accountId: account.id }, 'signed in by single sign-on');
    return signIn(request, reply, account);
  }

  app.post(
    endpoints.login.path,
    {
      schema: {
        body: endpoints.login.body,
        response: { ...errorResponses, 200: endpoints.login.response, 400: LoginFailure },
      },
      config: { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } },
    },
    async (request, reply) => {
      const { username, password, recaptcha } = loginCredentials(request.body);
      if (username === SSO_USERNAME) return singleSignOn(request, reply, password);

      // Issue #14: an address that keeps failing waits longer before each try, whatever the e-mail.
      const wait = await addressWaitSeconds(db, request.ip, config.auth);
      if (wait > 0) {
        request.log.info({ retryAfter: wait, address: request.ip }, 'login refused: address slowed down');
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, messages.tooMany, undefined, 'too_many_requests');
      }

      const login = normalizeLogin(username);
      const guard = await guardState(db, login);
      if (guard.locked) return reply.status(400).send(failure(LoginErrorDescription.accountLocked));

      if (guard.captchaRequired || (await addressNeedsCaptcha(db, request.ip, config.auth))) {
        if (!recaptcha) return reply.status(400).send(failure(LoginErrorDescription.captchaRequired, true));
        if (!(await app.captcha.verify(recaptcha, request.ip))) {
          return reply.status(400).send(failure(LoginErrorDescription.captchaError, true));
        }
      }

      const account = await findAccountByLogin(db, login);
      const passwordOk = await verifyPassword(password, account?.password_hash ?? decoyHash);
      if (!account || !passwordOk || account.status !== 'ACTIVE' || !account.password_hash) {
        const outcome = await recordFailure(db, login, config.auth);
        await recordAddressFailure(db, request.ip, config.auth);
        request.log.info({ failedAttempts: outcome.failedAttempts, address: request.ip }, 'login failed');
        if (outcome.locked) return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
        if (outcome.captchaJustRequired) {
          return reply.status(400).send(failure(LoginErrorDescription.badCredentialsCaptchaRequired, true));
        }
        return reply.status(400).send(failure(LoginErrorDescription.badCredentials, outcome.captchaRequired));
      }

      await clearGuard(db, login);
      request.log.info({ accountId: account.id }, 'password accepted');
      return signIn(request, reply, account);
    },
  );

  app.post(
    endpoints.loginMfa.path,
    {
      schema: {
        body: endpoints.loginMfa.body,
        response: {
          ...errorResponses,
          200: endpoints.loginMfa.response,
          400: LoginFailure,
          401: LoginFailure,
        },
      },
      config: { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } },
    },
    async (request, reply) => {
      const { userId, authorities } = request.session;
      if (userId === null || !authorities.includes(ROLE_MFA)) {
        return reply.status(401).send(failure(LoginErrorDescription.mfaSessionExpired));
      }
      const account = await findAccount(db, userId);
      if (!account?.totp_secret)
        return reply.status(401).send(failure(LoginErrorDescription.mfaSessionExpired));

      const login = normalizeLogin(account.email);
      if ((await guardState(db, login)).locked) {
        await endSession(request, reply);
        return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
      }
      const claimed = await claimTotpCode(db, account, request.body.code);
      if (!claimed) {
        const outcome = await recordFailure(db, login, config.auth);
        request.log.info({ accountId: account.id }, 'second factor refused');
        if (outcome.locked) {
          await endSession(request, reply);
          return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
        }
        const codeAlreadyUsed = await isSpentTotpCode(db, account.id, request.body.code);
        return reply.status(400).send({
          ...failure(LoginErrorDescription.incorrectMfaCode),
          username: account.email,
          authorities: [ROLE_MFA],
          isMfa: true,
          ...(codeAlreadyUsed ? { codeAlreadyUsed } : {}),
        });
      }
      await clearGuard(db, login);
      await startSession(request, reply, account.id, [ROLE_USER]);
      request.log.info({ accountId: account.id }, 'second factor accepted');
      return { username: account.email, authorities: [ROLE_USER], userTrusted: true, isMfa: true };
    },
  );

  app.post(
    endpoints.logout.path,
    { schema: { response: { 200: endpoints.logout.response, ...errorResponses } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.get(
    endpoints.session.path,
    { schema: { response: { 200: endpoints.session.response, ...errorResponses } } },
    async (request) => {
      const { userId, authorities } = request.session;
      if (userId === null) return { username: null, authorities: [], userTrusted: false };
      const account = await findAccount(db, userId);
      return { username: account?.email ?? null, authorities, userTrusted: authorities.includes(ROLE_USER) };
    },
  );

  app.get(
    endpoints.captchaChallenge.path,
    {
      schema: { response: { 200: endpoints.captchaChallenge.response, ...errorResponses } },
      config: {
        session: false,
        rateLimit: { max: config.rateLimit.auth * 2, timeWindow: config.rateLimit.windowMs },
      },
    },
    async (_request, reply) => {
      if (!app.captcha.challenge)
        return reply.status(404).send({ status: 404, error: 'not_found', message: 'Brak wyzwania captcha.' });
      reply.header('Cache-Control', 'no-store');
      return app.captcha.challenge();
    },
  );
};

export default loginRoutes;
