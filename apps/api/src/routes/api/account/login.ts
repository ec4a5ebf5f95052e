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
  clearGuard,
  clearPasswordFailures,
  guardState,
  normalizeLogin,
} from '../../../accounts/login-guard.ts';
import { consumeToken, findLiveToken } from '../../../accounts/account-tokens.ts';
import { findAccount, findAccountByLogin, findActiveAccount } from '../../../accounts/account-repository.ts';
import { claimTotpCode, isSpentTotpCode } from '../../../accounts/second-factor.ts';
import { endSession, extendSession, startSession } from '../../../plugins/session.ts';
import { requireUser } from '../../../plugins/access.ts';
import { refuseWhileAddressWaits } from './address-wait.ts';
import { recordAuditEvent, withAuditEvent, type AuditEvent } from '../../../audit/audit-trail.ts';
import { accountSubject, recordCountedFailure, SecurityAction } from '../../../audit/security-events.ts';

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

  /**
   * The session, what the sign-in forgets (`alongside`) and its audit event go in one transaction (issue
   * #29): no session the trail does not show.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    account: { id: number; email: string; totp_secret: string | null },
    method: 'password' | 'single-sign-on',
    alongside: (trx: typeof db) => Promise<void> = async () => {},
  ) {
    const secondFactorNext = account.totp_secret !== null;
    const event: AuditEvent = {
      actor: { kind: 'customer', accountId: account.id },
      action: secondFactorNext ? SecurityAction.loginAwaitingSecondFactor : SecurityAction.loginSucceeded,
      subject: accountSubject(account.id),
      address: request.ip,
      details: { method },
    };
    await withAuditEvent(db, event, async (trx) => {
      await alongside(trx);
      await startSession(
        request,
        reply,
        account.id,
        secondFactorNext ? [ROLE_MFA] : [ROLE_USER],
        secondFactorNext ? config.auth.mfaPendingMinutes * 60_000 : undefined,
        trx,
      );
    });
    if (secondFactorNext) {
      return {
        username: account.email,
        authorities: [ROLE_MFA],
        userTrusted: false,
        isMfa: true,
      } satisfies LoginResponse;
    }
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
      app.metrics.logins.inc({ method: 'sso', outcome: 'failure' });
      await recordAuditEvent(db, {
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        address: request.ip,
        outcome: 'failure',
        details: { method: 'single-sign-on', reason: 'invalid-link' },
      });
      return reply.status(400).send(failure(LoginErrorDescription.ssoFailed));
    }
    const account = await findActiveAccount(db, match.accountId);
    if (!account) {
      app.metrics.logins.inc({ method: 'sso', outcome: 'failure' });
      return reply.status(400).send(failure(LoginErrorDescription.ssoFailed));
    }
    // Issue #14: a locked account stays locked whatever the way in (portal-spec §8 'User account is locked').
    if ((await guardState(db, normalizeLogin(account.email))).locked) {
      request.log.info({ accountId: account.id }, 'single sign-on refused: account locked');
      app.metrics.logins.inc({ method: 'sso', outcome: 'locked' });
      await recordAuditEvent(db, {
        actor: { kind: 'visitor' },
        action: SecurityAction.loginFailed,
        subject: accountSubject(account.id),
        address: request.ip,
        outcome: 'failure',
        details: { method: 'single-sign-on', reason: 'account-locked' },
      });
      return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
    }
    request.log.info({ accountId: account.id }, 'signed in by single sign-on');
    app.metrics.logins.inc({ method: 'sso', outcome: 'success' });
    return signIn(request, reply, account, 'single-sign-on');
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

      await refuseWhileAddressWaits(request, reply, 'login');

      const login = normalizeLogin(username);
      const guard = await guardState(db, login);
      if (guard.locked) {
        app.metrics.logins.inc({ method: 'password', outcome: 'locked' });
        const locked = await findAccountByLogin(db, login);
        await recordAuditEvent(db, {
          actor: { kind: 'visitor' },
          action: SecurityAction.loginFailed,
          ...(locked ? { subject: accountSubject(locked.id) } : {}),
          address: request.ip,
          outcome: 'failure',
          details: { method: 'password', reason: locked ? 'account-locked' : 'unknown-account-locked' },
        });
        return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
      }

      if (guard.captchaRequired || (await addressNeedsCaptcha(db, request.ip, config.auth))) {
        const solved = recaptcha ? await app.captcha.verify(recaptcha, request.ip) : false;
        if (!solved) {
          app.metrics.logins.inc({ method: 'password', outcome: 'captcha' });
          return reply
            .status(400)
            .send(
              failure(
                recaptcha ? LoginErrorDescription.captchaError : LoginErrorDescription.captchaRequired,
                true,
              ),
            );
        }
      }

      const account = await findAccountByLogin(db, login);
      const passwordOk = await verifyPassword(password, account?.password_hash ?? decoyHash);
      if (!account || !passwordOk || account.status !== 'ACTIVE' || !account.password_hash) {
        // The typed name is recorded only as the account it is: an unknown one may be a stranger's e-mail.
        const reason = !account
          ? 'unknown-account'
          : account.status !== 'ACTIVE' || !account.password_hash
            ? 'inactive-account'
            : 'wrong-password';
        const outcome = await recordCountedFailure(db, config.auth, {
          login,
          kind: 'password',
          accountId: account?.id ?? null,
          actor: { kind: 'visitor' },
          action: SecurityAction.loginFailed,
          details: { method: 'password', reason },
          address: request.ip,
        });
        request.log.info({ failedAttempts: outcome.failedAttempts, address: request.ip }, 'login failed');
        app.metrics.logins.inc({ method: 'password', outcome: 'failure' });
        if (outcome.locked) app.metrics.lockouts.inc({ method: 'password' });
        if (outcome.locked) return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
        if (outcome.captchaJustRequired) {
          return reply.status(400).send(failure(LoginErrorDescription.badCredentialsCaptchaRequired, true));
        }
        return reply.status(400).send(failure(LoginErrorDescription.badCredentials, outcome.captchaRequired));
      }

      request.log.info({ accountId: account.id }, 'password accepted');
      app.metrics.logins.inc({ method: 'password', outcome: 'success' });
      return signIn(request, reply, account, 'password', (trx) =>
        clearPasswordFailures(trx, login, config.auth),
      );
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

      await refuseWhileAddressWaits(request, reply, 'second factor');
      const login = normalizeLogin(account.email);
      if ((await guardState(db, login)).locked) {
        app.metrics.logins.inc({ method: 'second_factor', outcome: 'locked' });
        await endSession(request, reply);
        return reply.status(400).send(failure(LoginErrorDescription.accountLocked));
      }
      const claimed = await claimTotpCode(db, account, request.body.code);
      if (!claimed) {
        const outcome = await recordCountedFailure(db, config.auth, {
          login,
          kind: 'secondFactor',
          accountId: account.id,
          actor: { kind: 'customer', accountId: account.id },
          action: SecurityAction.secondFactorFailed,
          details: { during: 'login' },
          address: request.ip,
        });
        request.log.info(
          { accountId: account.id, failedAttempts: outcome.failedAttempts, address: request.ip },
          'second factor refused',
        );
        app.metrics.logins.inc({ method: 'second_factor', outcome: 'failure' });
        if (outcome.locked) app.metrics.lockouts.inc({ method: 'second_factor' });
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
      const signedIn: AuditEvent = {
        actor: { kind: 'customer', accountId: account.id },
        action: SecurityAction.loginSucceeded,
        subject: accountSubject(account.id),
        address: request.ip,
        details: { method: 'second-factor' },
      };
      await withAuditEvent(db, signedIn, async (trx) => {
        await clearGuard(trx, login);
        await startSession(request, reply, account.id, [ROLE_USER], undefined, trx);
      });
      request.log.info({ accountId: account.id }, 'second factor accepted');
      app.metrics.logins.inc({ method: 'second_factor', outcome: 'success' });
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

  // Issue 32: reading the session is not the customer's activity (the expiry warning asks it).
  app.get(
    endpoints.session.path,
    {
      schema: { response: { 200: endpoints.session.response, ...errorResponses } },
      config: { touchSession: false },
    },
    sessionInfo,
  );

  // Issue 32 (WCAG 2.2.1): "Przedłuż sesję" in the expiry warning.
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
