// applications-spec §1, §7 and portal-spec §2 (application sent, application confirm): filing by a
// visitor (with a captcha) or a signed-in customer (linked to the account), and confirming by e-mail link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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

export const applicationUploadLimits: UploadLimits = {
  minFileSize: 1,
  maxFileSize: 10_485_760,
  maxTotalSize: 52_428_800,
  maxFiles: 30,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'dwg'],
  maxFieldSize: 1_048_576,
};

const applicationRoutes: FastifyPluginAsyncTypebox<{ forms: FormRegistry }> = async (app, { forms }) => {
  const { db, config } = app;

  async function send(request: FastifyRequest, accountId: number | null) {
    let payload: ApplicationPayload | undefined;
    // Issue #14: the payload comes first (the portal sends it first); a visitor's captcha and what the
    // payload alone can tell are checked before any file part is read, stored or scanned. A retry with the
    // same Idempotency-Key therefore needs a fresh captcha too (the wizard solves one per attempt).
    const upload = await receiveUpload(request, applicationUploadLimits, app.antivirus, {
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
        return earlier;
      }
      const sent = await submitApplication(
        {
          db,
          storage: app.storage,
          forms,
          publicUrl: config.publicUrl,
          passwordCostLog2: config.auth.passwordCostLog2,
          log: request.log,
          accountId,
          attempt,
          operator: config.operator,
        },
        payload,
        upload,
      );
      app.outbox.kick();
      return sent;
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
    { schema: sendSchema, bodyLimit: 60 * 1_048_576 },
    async (request) => {
      // A signed-in customer filing through the visitor endpoint still gets the application on the account.
      const signedIn = request.session.userId !== null && request.session.authorities.includes(ROLE_USER);
      return send(request, signedIn ? request.session.userId : null);
    },
  );

  app.post(
    endpoints.sendApplicationLogged.path,
    { schema: sendSchema, preHandler: requireUser, bodyLimit: 60 * 1_048_576 },
    async (request) => send(request, customerId(request)),
  );

  app.post(
    endpoints.confirmApplication.path,
    {
      schema: {
        body: endpoints.confirmApplication.body,
        response: { 200: endpoints.confirmApplication.response, ...errorResponses },
      },
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
      const registration = forms.get(row.form_id)?.entry.submission?.registration !== undefined;
      return { applicationNumber: row.number, registration };
    },
  );
};

export default applicationRoutes;
