// applications-spec §1, §7 and portal-spec §2 (application sent, application confirm): filing by a
// visitor (with a captcha) or a signed-in customer (linked to the account), and confirming by e-mail link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ConfirmErrorKeyword,
  endpoints,
  errorResponses,
  ROLE_USER,
  type ApplicationPayload,
  type ApplicationSent,
} from '@portal/api-contract';
import { receiveUpload, type UploadLimits } from '../../../uploads/receive.ts';
import type { FormRegistry } from '../../../applications/form-registry.ts';
import { createFiling, type Filer } from '../../../applications/file-application.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { attemptOf } from '../../../idempotency/idempotency.ts';
import { withinUploadBudget } from '../../../uploads/upload-budget.ts';

export const applicationUploadLimits: UploadLimits = {
  minFileSize: 1,
  maxFileSize: 10_485_760,
  maxTotalSize: 52_428_800,
  maxFiles: 30,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'dwg'],
  maxFieldSize: 1_048_576,
};

const SEND_BODY_LIMIT = 60 * 1_048_576;

const applicationRoutes: FastifyPluginAsyncTypebox<{ forms: FormRegistry }> = async (app, { forms }) => {
  const { db, config } = app;
  const filing = createFiling({
    db,
    storage: app.storage,
    forms,
    captcha: app.captcha,
    publicUrl: config.publicUrl,
    operator: config.operator,
  });

  // Data lifecycle: a visitor's files count against the address's budget of stored bytes, a customer's against
  // the account's; judged on the Content-Length before the captcha or any file is read.
  function send(request: FastifyRequest, reply: FastifyReply, accountId: number | null) {
    const owner =
      accountId === null
        ? { kind: 'address' as const, address: request.ip }
        : { kind: 'account' as const, accountId };
    return withinUploadBudget(request, reply, owner, SEND_BODY_LIMIT, (budgetBytes) =>
      receiveAndFile(request, accountId, budgetBytes),
    );
  }

  async function receiveAndFile(
    request: FastifyRequest,
    accountId: number | null,
    budgetBytes: number | undefined,
  ): Promise<{ answer: ApplicationSent; storedBytes: number }> {
    const filer: Filer = {
      accountId,
      address: request.ip,
      idempotency: attemptOf(request, accountId),
      log: request.log,
    };
    let payload: ApplicationPayload | undefined;
    // Resilience: the payload comes first (the portal sends it first); a visitor's captcha and what the
    // payload alone can tell are checked before any file part is read, stored or scanned. A retry with the
    // same Idempotency-Key therefore needs a fresh captcha too (the wizard solves one per attempt).
    const limits =
      budgetBytes === undefined ? applicationUploadLimits : { ...applicationUploadLimits, budgetBytes };
    const upload = await receiveUpload(request, limits, app.antivirus, {
      fields: ['payload'],
      check: async (fields) => {
        const admission = await filing.admit(fields.payload, filer);
        if (admission.kind === 'captchaRefused') {
          throw new HttpError(400, 'Potwierdź, że nie jesteś robotem, i wyślij wniosek ponownie.', [
            {
              pointer: '/captcha',
              keyword: 'captcha',
              message: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
            },
          ]);
        }
        payload = admission.payload;
      },
    });
    try {
      if (!payload) throw new HttpError(400, 'Brak danych wniosku.');
      const outcome = await filing.file(filer, payload, upload);
      switch (outcome.kind) {
        case 'repeated':
          request.log.info(
            { number: outcome.answer.applicationNumber },
            'application send repeated with its idempotency key; first answer given',
          );
          return { answer: outcome.answer, storedBytes: 0 };
        case 'filed':
          app.outbox.kick();
          app.metrics.applicationsFiled.inc({ form: payload.formId });
          return outcome;
      }
    } finally {
      await upload.cleanup();
    }
  }

  const sendSchema = {
    headers: endpoints.sendApplication.headers,
    response: { 200: endpoints.sendApplication.response, ...errorResponses },
  };

  app.post(
    endpoints.sendApplication.path,
    { schema: sendSchema, bodyLimit: SEND_BODY_LIMIT },
    async (request, reply) => {
      // A signed-in customer filing through the visitor endpoint still gets the application on the account.
      const signedIn = request.session.userId !== null && request.session.authorities.includes(ROLE_USER);
      return send(request, reply, signedIn ? request.session.userId : null);
    },
  );

  app.post(
    endpoints.sendApplicationLogged.path,
    { schema: sendSchema, preHandler: requireUser, bodyLimit: SEND_BODY_LIMIT },
    async (request, reply) => send(request, reply, customerId(request)),
  );

  app.post(
    endpoints.confirmApplication.path,
    {
      schema: {
        body: endpoints.confirmApplication.body,
        response: { 200: endpoints.confirmApplication.response, ...errorResponses },
      },
      // Data lifecycle: guessing links has its own limit per address, far below the global one.
      config: { rateLimit: { max: config.floodLimits.confirm, timeWindow: config.rateLimit.windowMs } },
    },
    async (request) => {
      const refuse = (status: number, keyword: string, message: string) =>
        new HttpError(status, message, [{ pointer: '/token', keyword, message }]);
      const outcome = await filing.confirm(request.body.token);
      switch (outcome.kind) {
        case 'unknownLink':
          throw refuse(404, ConfirmErrorKeyword.notFound, 'Nie znaleziono wniosku dla tego linku.');
        case 'alreadyConfirmed':
          throw refuse(409, ConfirmErrorKeyword.alreadyConfirmed, 'Ten wniosek został już potwierdzony.');
        case 'linkExpired':
          throw refuse(
            410,
            ConfirmErrorKeyword.expired,
            'Link potwierdzający wygasł. Wniosek trzeba złożyć ponownie.',
          );
        case 'confirmed':
          request.log.info({ number: outcome.applicationNumber }, 'application confirmed');
          app.metrics.applicationsConfirmed.inc({ form: outcome.formId });
          return { applicationNumber: outcome.applicationNumber, registration: outcome.registration };
      }
    },
  );
};

export default applicationRoutes;
