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
import { formOf, parsePayload, submitApplication } from '../../../applications/submit-application.ts';
import type { FormRegistry } from '../../../applications/form-registry.ts';
import { findByConfirmToken, markConfirmed } from '../../../applications/application-repository.ts';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { attemptOf, requestHash, storedAnswer } from '../../../idempotency/idempotency.ts';
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

  // Issue 28: a visitor's files count against the address's budget of stored bytes, a customer's against
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
    let payload: ApplicationPayload | undefined;
    // Issue #14: the payload comes first (the portal sends it first); a visitor's captcha and what the
    // payload alone can tell are checked before any file part is read, stored or scanned. A retry with the
    // same Idempotency-Key therefore needs a fresh captcha too (the wizard solves one per attempt).
    const limits =
      budgetBytes === undefined ? applicationUploadLimits : { ...applicationUploadLimits, budgetBytes };
    const upload = await receiveUpload(request, limits, app.antivirus, {
      fields: ['payload'],
      check: async (fields) => {
        const parsed = parsePayload(fields.payload);
        if (accountId === null) {
          if (!parsed.captcha || !(await app.captcha.verify(parsed.captcha, request.ip))) {
            throw new HttpError(400, 'Potwierdź, że nie jesteś robotem, i wyślij wniosek ponownie.', [
              {
                pointer: '/captcha',
                keyword: 'captcha',
                message: 'Weryfikacja nie powiodła się. Spróbuj ponownie.',
              },
            ]);
          }
        }
        formOf(forms, parsed);
        payload = parsed;
      },
    });
    try {
      if (!payload) throw new HttpError(400, 'Brak danych wniosku.');
      const key = attemptOf(request, accountId);
      const asked = { formId: payload.formId, formVersion: payload.formVersion, data: payload.data };
      const attempt = key
        ? {
            ...key,
            operation: 'application.send' as const,
            requestHash: await requestHash('application.send', asked, upload.files),
          }
        : null;
      // A retry of a stored attempt gets the first answer: nothing is stored, scanned or mailed again.
      const earlier = attempt ? await storedAnswer<ApplicationSent>(db, attempt) : null;
      if (earlier) {
        request.log.info(
          { number: earlier.applicationNumber },
          'application send repeated with its idempotency key; first answer given',
        );
        return { answer: earlier, storedBytes: 0 };
      }
      const sent = await submitApplication(
        {
          db,
          storage: app.storage,
          forms,
          publicUrl: config.publicUrl,
          log: request.log,
          accountId,
          attempt,
          operator: config.operator,
        },
        payload,
        upload,
      );
      app.outbox.kick();
      app.metrics.applicationsFiled.inc({ form: payload.formId });
      const storedBytes =
        (upload.fields.payload?.length ?? 0) + upload.files.reduce((sum, file) => sum + file.size, 0);
      return { answer: sent, storedBytes };
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
      // Issue 28: guessing links has its own limit per address, far below the global one.
      config: { rateLimit: { max: config.floodLimits.confirm, timeWindow: config.rateLimit.windowMs } },
    },
    async (request) => {
      const row = await findByConfirmToken(db, request.body.token);
      const refuse = (status: number, keyword: string, message: string) =>
        new HttpError(status, message, [{ pointer: '/token', keyword, message }]);
      if (!row) throw refuse(404, ConfirmErrorKeyword.notFound, 'Nie znaleziono wniosku dla tego linku.');
      if (row.status !== 'UNCONFIRMED')
        throw refuse(409, ConfirmErrorKeyword.alreadyConfirmed, 'Ten wniosek został już potwierdzony.');
      if (row.confirm_expires_at.getTime() < Date.now()) {
        throw refuse(
          410,
          ConfirmErrorKeyword.expired,
          'Link potwierdzający wygasł. Wniosek trzeba złożyć ponownie.',
        );
      }
      if (!(await markConfirmed(db, row.id)))
        throw refuse(409, ConfirmErrorKeyword.alreadyConfirmed, 'Ten wniosek został już potwierdzony.');
      request.log.info({ number: row.number }, 'application confirmed');
      app.metrics.applicationsConfirmed.inc({ form: row.form_id });
      const registration = forms.get(row.form_id)?.entry.submission?.registration !== undefined;
      return { applicationNumber: row.number, registration };
    },
  );
};

export default applicationRoutes;
