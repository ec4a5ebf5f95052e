// The back office collects confirmed applications (payload and attachments), acknowledges them, and
// approves account registrations (form 100), which creates the pending account and sends the activation
// e-mail (applications-spec §1: verification 3 working days, 7 for registration).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, type BackofficeApplication } from '@portal/api-contract';
import type { FormRegistry } from '../../../applications/form-registry.ts';
import {
  applicationIdsWithStatus,
  applicationPayload,
  applicationsWithAttachments,
  findAttachment,
  markAcknowledged,
} from '../../../applications/application-repository.ts';
import { approveRegistration } from '../../../applications/registration-approval.ts';
import { MIME_TYPES, type AcceptedExtension } from '../../../uploads/file-type.ts';
import { HttpError } from '../../../lib/http-error.ts';

const applicationRoutes: FastifyPluginAsyncTypebox<{ forms: FormRegistry }> = async (app, { forms }) => {
  const { db, config } = app;

  async function describe(ids: number[]): Promise<BackofficeApplication[]> {
    if (ids.length === 0) return [];
    const { rows, attachments } = await applicationsWithAttachments(db, ids);
    return rows.map((row) => {
      const entry = forms.get(row.form_id)?.entry;
      return {
        id: row.id,
        number: row.number,
        formId: row.form_id,
        formTitle: entry?.title ?? `Wniosek ${row.form_id}`,
        formVersion: row.form_version,
        status: row.status,
        email: row.email,
        smsPhone: row.sms_phone,
        accountId: row.account_id,
        createdAt: row.created_at.toISOString(),
        confirmedAt: row.confirmed_at?.toISOString() ?? null,
        registration: entry?.submission?.registration !== undefined,
        attachments: attachments
          .filter((a) => a.application_id === row.id)
          .map((a) => ({
            id: a.id,
            field: a.field,
            filename: a.filename,
            size: a.size,
            extension: a.extension,
          })),
      };
    });
  }

  async function one(id: number): Promise<BackofficeApplication> {
    const [found] = await describe([id]);
    if (!found) throw new HttpError(404, 'Nie ma takiego wniosku.');
    return found;
  }

  app.get(
    bo.applications.path,
    {
      config: { csrf: false },
      schema: {
        querystring: bo.applications.querystring,
        response: { 200: bo.applications.response, ...errorResponses },
      },
    },
    async (request) => {
      return describe(
        await applicationIdsWithStatus(db, request.query.status ?? 'CONFIRMED', request.query.limit ?? 100),
      );
    },
  );

  app.get(
    bo.application.path,
    {
      config: { csrf: false },
      schema: {
        params: bo.application.params,
        response: { 200: bo.application.response, ...errorResponses },
      },
    },
    async (request) => {
      const summary = await one(request.params.id);
      return { ...summary, payload: await applicationPayload(db, request.params.id) };
    },
  );

  app.get(
    bo.applicationAttachment.path,
    { config: { csrf: false }, schema: { params: bo.applicationAttachment.params } },
    async (request, reply) => {
      const attachment = await findAttachment(db, request.params.id, request.params.attachmentId);
      if (!attachment) throw new HttpError(404, 'Nie ma takiego załącznika.');
      const stream = await app.storage.read(attachment.storage_key);
      return reply
        .header(
          'Content-Type',
          MIME_TYPES[attachment.extension as AcceptedExtension] ?? 'application/octet-stream',
        )
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        )
        .header('Content-Length', String(attachment.size))
        .send(stream);
    },
  );

  app.post(
    bo.acknowledgeApplication.path,
    {
      config: { csrf: false },
      schema: {
        params: bo.acknowledgeApplication.params,
        response: { 200: bo.acknowledgeApplication.response, ...errorResponses },
      },
    },
    async (request) => {
      const current = await one(request.params.id);
      if (current.status !== 'CONFIRMED')
        throw new HttpError(409, 'Przyjąć można tylko wniosek potwierdzony przez wnioskodawcę.');
      await markAcknowledged(db, current.id);
      request.log.info({ number: current.number }, 'application acknowledged by the back office');
      return one(current.id);
    },
  );

  app.post(
    bo.approveRegistration.path,
    {
      config: { csrf: false },
      schema: {
        params: bo.approveRegistration.params,
        response: { 200: bo.approveRegistration.response, ...errorResponses },
      },
    },
    async (request) => {
      const current = await one(request.params.id);
      if (!current.registration) throw new HttpError(409, 'To nie jest wniosek o rejestrację konta.');
      if (current.status !== 'CONFIRMED' && current.status !== 'ACKNOWLEDGED') {
        throw new HttpError(409, 'Zatwierdzić można tylko potwierdzony wniosek o rejestrację.');
      }
      const result = await approveRegistration(
        db,
        config,
        current,
        forms.get(current.formId)?.accountPrefills ?? [],
      );
      app.outbox.kick();
      request.log.info({ number: current.number, accountId: result.accountId }, 'registration approved');
      return result;
    },
  );
};

export default applicationRoutes;
