// portal-spec §2 Settings (two-factor card and setup modal), §4 "Two-factor setting", §7 mfa endpoints.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses } from '@portal/api-contract';
import { acceptedStep, newTotpSecret, otpauthLink } from '../../../accounts/totp.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';

const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.addHook('preHandler', requireUser);

  app.get(endpoints.mfaStatus.path, { schema: { response: { 200: endpoints.mfaStatus.response, ...errorResponses } } }, async (request) => {
    const account = await db.selectFrom('account').select('totp_secret').where('id', '=', customerId(request)).executeTakeFirstOrThrow();
    return { enabled: account.totp_secret !== null };
  });

  // A fresh secret each time; it is stored only when the user proves, with a code, that their app has it.
  app.get(endpoints.mfaSecret.path, { schema: { response: { 200: endpoints.mfaSecret.response, ...errorResponses } } }, async (request, reply) => {
    const account = await db.selectFrom('account').select('email').where('id', '=', customerId(request)).executeTakeFirstOrThrow();
    const secret = newTotpSecret();
    reply.header('Cache-Control', 'no-store');
    return { code: secret, link: otpauthLink(secret, account.email) };
  });

  app.post(
    endpoints.mfaEnable.path,
    { schema: { body: endpoints.mfaEnable.body, response: { 200: endpoints.mfaEnable.response, ...errorResponses } } },
    async (request) => {
      const step = acceptedStep(request.body.secret, request.body.code, Date.now(), null);
      if (step === null) {
        throw new HttpError(422, 'Kod jest nieprawidłowy. Sprawdź, czy czas w telefonie jest poprawny, i wpisz nowy kod.', [
          { path: '/code', keyword: 'incorrect_2fa_code', message: 'Kod jest nieprawidłowy.' },
        ]);
      }
      await db
        .updateTable('account')
        .set({ totp_secret: request.body.secret, totp_last_step: step })
        .where('id', '=', customerId(request))
        .execute();
      request.log.info({ accountId: customerId(request) }, 'two-factor authentication enabled');
      return { ok: true as const };
    },
  );

  app.post(endpoints.mfaDisable.path, { schema: { response: { 200: endpoints.mfaDisable.response, ...errorResponses } } }, async (request) => {
    await db.updateTable('account').set({ totp_secret: null, totp_last_step: null }).where('id', '=', customerId(request)).execute();
    request.log.info({ accountId: customerId(request) }, 'two-factor authentication disabled');
    return { ok: true as const };
  });
};

export default mfaRoutes;
