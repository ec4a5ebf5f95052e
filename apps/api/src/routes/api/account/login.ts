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
import { createLogin, type LoginAttempt, type SignedIn } from '../../../accounts/login.ts';
import { findAccount } from '../../../accounts/account-repository.ts';
import { endSession, extendSession, startSession } from '../../../plugins/session.ts';
import { requireUser } from '../../../plugins/access.ts';
import { refuseAddressWait } from './address-wait.ts';

const failure = (errorDescription: LoginErrorDescription, recaptchaRequired = false): LoginResponse => ({
  username: null,
  authorities: [],
  userTrusted: false,
  isMfa: false,
  errorDescription,
  recaptchaRequired,
});

/** The answer to a sign-in: a full session, or one that waits for the second factor. */
function signedInAnswer({ account, secondFactorNext }: SignedIn): LoginResponse {
  return secondFactorNext
    ? { username: account.email, authorities: [ROLE_MFA], userTrusted: false, isMfa: true }
    : { username: account.email, authorities: [ROLE_USER], userTrusted: true, isMfa: false };
}

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const login = await createLogin({ db, auth: config.auth, captcha: app.captcha });

  const attemptOf = (request: FastifyRequest, reply: FastifyReply): LoginAttempt => ({
    address: request.ip,
    openSession: (trx, accountId, authorities, lifetimeMs) =>
      startSession(request, reply, accountId, authorities, lifetimeMs, trx),
  });

  async function singleSignOn(request: FastifyRequest, reply: FastifyReply, token: string) {
    const outcome = await login.withSingleSignOn(attemptOf(request, reply), token);
    switch (outcome.kind) {
      case 'linkRefused':
        if (outcome.reason === 'invalid-link') request.log.warn('single sign-on token refused');
        app.metrics.logins.inc({ method: 'sso', outcome: 'failure' });
        return reply.status(400).send(failure(LoginErrorDescription.ssoFailed));
      case 'locked':
        request.log.info({ accountId: outcome.accountId }, 'single sign-on refused: account locked');
        app.metrics.logins.inc({ method: 'sso', outcome: 'locked' });
        return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
      case 'signedIn':
        request.log.info({ accountId: outcome.account.id }, 'signed in by single sign-on');
        app.metrics.logins.inc({ method: 'sso', outcome: 'success' });
        return signedInAnswer(outcome);
    }
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

      const outcome = await login.withPassword(attemptOf(request, reply), {
        username,
        password,
        captcha: recaptcha,
      });
      switch (outcome.kind) {
        case 'addressWaits':
          return refuseAddressWait(request, reply, outcome.retryAfterSeconds, 'login');
        case 'locked':
          if (outcome.lockedNow) {
            request.log.info({ address: request.ip }, 'login failed');
            app.metrics.logins.inc({ method: 'password', outcome: 'failure' });
            app.metrics.lockouts.inc({ method: 'password' });
          } else {
            app.metrics.logins.inc({ method: 'password', outcome: 'locked' });
          }
          return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
        case 'captchaNeeded':
          app.metrics.logins.inc({ method: 'password', outcome: 'captcha' });
          return reply
            .status(400)
            .send(
              failure(
                outcome.captchaSent
                  ? LoginErrorDescription.captchaError
                  : LoginErrorDescription.captchaRequired,
                true,
              ),
            );
        case 'wrongCredentials':
          request.log.info({ failedAttempts: outcome.failedAttempts, address: request.ip }, 'login failed');
          app.metrics.logins.inc({ method: 'password', outcome: 'failure' });
          return reply
            .status(400)
            .send(
              outcome.captchaJustRequired
                ? failure(LoginErrorDescription.badCredentialsCaptchaRequired, true)
                : failure(LoginErrorDescription.badCredentials, outcome.captchaRequired),
            );
        case 'signedIn':
          request.log.info({ accountId: outcome.account.id }, 'password accepted');
          app.metrics.logins.inc({ method: 'password', outcome: 'success' });
          return signedInAnswer(outcome);
      }
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
      const outcome = await login.withSecondFactor(attemptOf(request, reply), userId, request.body.code);
      switch (outcome.kind) {
        case 'sessionExpired':
          return reply.status(401).send(failure(LoginErrorDescription.mfaSessionExpired));
        case 'addressWaits':
          return refuseAddressWait(request, reply, outcome.retryAfterSeconds, 'second factor');
        case 'locked':
          if (outcome.lockedNow) {
            request.log.info({ accountId: userId, address: request.ip }, 'second factor refused');
            app.metrics.logins.inc({ method: 'second_factor', outcome: 'failure' });
            app.metrics.lockouts.inc({ method: 'second_factor' });
          } else {
            app.metrics.logins.inc({ method: 'second_factor', outcome: 'locked' });
          }
          await endSession(request, reply);
          return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
        case 'wrongCode':
          request.log.info(
            { accountId: userId, failedAttempts: outcome.failedAttempts, address: request.ip },
            'second factor refused',
          );
          app.metrics.logins.inc({ method: 'second_factor', outcome: 'failure' });
          return reply.status(400).send({
            ...failure(LoginErrorDescription.incorrectMfaCode),
            username: outcome.account.email,
            authorities: [ROLE_MFA],
            isMfa: true,
            ...(outcome.codeAlreadyUsed ? { codeAlreadyUsed: true } : {}),
          });
        case 'signedIn':
          request.log.info({ accountId: userId }, 'second factor accepted');
          app.metrics.logins.inc({ method: 'second_factor', outcome: 'success' });
          return {
            username: outcome.account.email,
            authorities: [ROLE_USER],
            userTrusted: true,
            isMfa: true,
          };
      }
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

  const sessionInfo = async (request: FastifyRequest) => {
    const { userId, authorities, expiresAt } = request.session;
    if (userId === null)
      return { username: null, authorities: [], userTrusted: false, expiresInSeconds: null };
    const account = await findAccount(db, userId);
    return {
      username: account?.email ?? null,
      authorities,
      userTrusted: authorities.includes(ROLE_USER),
      expiresInSeconds: expiresAt === null ? null : Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
    };
  };

  // Customer journeys: reading the session is not the customer's activity (the expiry warning asks it).
  app.get(
    endpoints.session.path,
    {
      schema: { response: { 200: endpoints.session.response, ...errorResponses } },
      config: { touchSession: false },
    },
    sessionInfo,
  );

  // Customer journeys (WCAG 2.2.1): "Przedłuż sesję" in the expiry warning.
  app.post(
    endpoints.extendSession.path,
    {
      schema: { response: { 200: endpoints.extendSession.response, ...errorResponses } },
      preHandler: requireUser,
    },
    async (request) => {
      await extendSession(request);
      return sessionInfo(request);
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
