// portal-spec §2 Settings (two-factor card and setup modal), §4 "Two-factor setting", §7 mfa endpoints.
// Resilience (OWASP ASVS 5.0 V7.5.1): enabling, replacing and disabling need a re-authentication (the
// password, or a current code while two-factor authentication is on); the spec's "disable by a call with
// no body" gave that power to anyone holding the session cookie. docs/decisions.md "Two-factor changes".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, errorResponses } from '@portal/api-contract';
import { getAccount } from '../../../accounts/account-repository.ts';
import { newTotpSecret, otpauthLink } from '../../../accounts/totp.ts';
import {
  createSecondFactorChanges,
  type SecondFactorChangeOutcome,
} from '../../../accounts/second-factor-change.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { endAllSessions, renewSessionEndingOthers } from '../../../plugins/session.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { reauthRefusals as refusals } from './reauth-refusals.ts';
import { refuseAddressWait } from './address-wait.ts';

const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const authLimit = { rateLimit: { max: config.rateLimit.auth, timeWindow: config.rateLimit.windowMs } };
  app.addHook('preHandler', requireUser);

  const changes = createSecondFactorChanges({ db, auth: config.auth });

  /** Throws the refusal (on a lock the session, and every other one of the account, ends first). */
  async function changed(request: FastifyRequest, reply: FastifyReply, outcome: SecondFactorChangeOutcome) {
    switch (outcome.kind) {
      case 'addressWaits':
        return refuseAddressWait(request, reply, outcome.retryAfterSeconds, 'two-factor change');
      case 'reauthRefused':
        request.log.info(
          { accountId: outcome.accountId, outcome: outcome.reason },
          'two-factor change: re-authentication refused',
        );
        if (outcome.reason === 'locked') await endAllSessions(request, reply, outcome.accountId);
        throw refusals[outcome.reason]();
      case 'wrongCode':
        throw new HttpError(
          422,
          'Kod jest nieprawidłowy. Sprawdź, czy czas w telefonie jest poprawny, i wpisz nowy kod.',
          [{ pointer: '/code', keyword: 'incorrect_2fa_code', message: 'Kod jest nieprawidłowy.' }],
        );
      case 'changed':
        await renewSessionEndingOthers(request, reply);
        return outcome;
    }
  }

  app.get(
    endpoints.mfaStatus.path,
    { schema: { response: { 200: endpoints.mfaStatus.response, ...errorResponses } } },
    async (request) => {
      const account = await getAccount(db, customerId(request));
      return { enabled: account.totp_secret !== null };
    },
  );

  // A fresh secret each time; it is stored only when the user proves, with a code, that their app has it.
  app.get(
    endpoints.mfaSecret.path,
    { schema: { response: { 200: endpoints.mfaSecret.response, ...errorResponses } } },
    async (request, reply) => {
      const account = await getAccount(db, customerId(request));
      const secret = newTotpSecret();
      reply.header('Cache-Control', 'no-store');
      return { code: secret, link: otpauthLink(secret, account.email) };
    },
  );

  app.post(
    endpoints.mfaEnable.path,
    {
      schema: {
        body: endpoints.mfaEnable.body,
        response: { 200: endpoints.mfaEnable.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request, reply) => {
      const { accountId, replaced } = await changed(
        request,
        reply,
        await changes.enable(customerId(request), request.body, request.ip),
      );
      request.log.info({ accountId, replaced }, 'two-factor authentication enabled');
      return { ok: true as const };
    },
  );

  app.post(
    endpoints.mfaDisable.path,
    {
      schema: {
        body: endpoints.mfaDisable.body,
        response: { 200: endpoints.mfaDisable.response, ...errorResponses },
      },
      config: authLimit,
    },
    async (request, reply) => {
      const { accountId } = await changed(
        request,
        reply,
        await changes.disable(customerId(request), request.body, request.ip),
      );
      request.log.info({ accountId }, 'two-factor authentication disabled');
      return { ok: true as const };
    },
  );
};

export default mfaRoutes;
