// The back office collects confirmed applications (payload and attachments), acknowledges them, and
// approves account registrations (form 100), which creates the pending account and sends the activation
// e-mail (applications-spec §1: verification 3 working days, 7 for registration).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, type BackofficeApplication } from '@portal/api-contract';
import type { FormRegistry } from '../../../applications/form-registry.ts';
import { issueAccountToken } from '../../../accounts/account-tokens.ts';
import { queueActivationMail } from '../../../accounts/account-mail.ts';
import { MIME_TYPES, type AcceptedExtension } from '../../../uploads/file-type.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Database } from '../../../db/database.ts';

const applicationRoutes: FastifyPluginAsyncTypebox<{ forms: FormRegistry }> = async (app, { forms }) => {
  const { db, config } = app;

  async function describe(database: Database, ids: number[]): Promise<BackofficeApplication[]> {
    if (ids.length === 0) return [];
    const rows = await database.selectFrom('application').selectAll().where('id', 'in', ids).orderBy('id').execute();
    const attachments = await database.selectFrom('application_attachment').selectAll().where('application_id', 'in', ids).orderBy('id').execute();
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
          .map((a) => ({ id: a.id, field: a.field, filename: a.filename, size: a.size, extension: a.extension })),
      };
    });
  }

  async function one(id: number): Promise<BackofficeApplication> {
    const [found] = await describe(db, [id]);
    if (!found) throw new HttpError(404, 'Nie ma takiego wniosku.');
    return found;
  }

  app.get(bo.applications.path, { config: { csrf: false }, schema: { querystring: bo.applications.querystring, response: { 200: bo.applications.response, ...errorResponses } } }, async (request) => {
    const rows = await db
      .selectFrom('application')
      .select('id')
      .where('status', '=', request.query.status ?? 'CONFIRMED')
      .orderBy('id')
      .limit(request.query.limit ?? 100)
      .execute();
    return describe(db, rows.map((r) => r.id));
  });

  app.get(bo.application.path, { config: { csrf: false }, schema: { params: bo.application.params, response: { 200: bo.application.response, ...errorResponses } } }, async (request) => {
    const summary = await one(request.params.id);
    const row = await db.selectFrom('application').select('payload').where('id', '=', request.params.id).executeTakeFirstOrThrow();
    return { ...summary, payload: row.payload };
  });

  app.get(bo.applicationAttachment.path, { config: { csrf: false }, schema: { params: bo.applicationAttachment.params } }, async (request, reply) => {
    const attachment = await db
      .selectFrom('application_attachment')
      .selectAll()
      .where('id', '=', request.params.attachmentId)
      .where('application_id', '=', request.params.id)
      .executeTakeFirst();
    if (!attachment) throw new HttpError(404, 'Nie ma takiego załącznika.');
    const stream = await app.storage.read(attachment.storage_key);
    return reply
      .header('Content-Type', MIME_TYPES[attachment.extension as AcceptedExtension] ?? 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
      .header('Content-Length', String(attachment.size))
      .send(stream);
  });

  app.post(bo.acknowledgeApplication.path, { config: { csrf: false }, schema: { params: bo.acknowledgeApplication.params, response: { 200: bo.acknowledgeApplication.response, ...errorResponses } } }, async (request) => {
    const current = await one(request.params.id);
    if (current.status !== 'CONFIRMED') throw new HttpError(409, 'Przyjąć można tylko wniosek potwierdzony przez wnioskodawcę.');
    await db.updateTable('application').set({ status: 'ACKNOWLEDGED', acknowledged_at: new Date() }).where('id', '=', current.id).execute();
    request.log.info({ number: current.number }, 'application acknowledged by the back office');
    return one(current.id);
  });

  app.post(bo.approveRegistration.path, { config: { csrf: false }, schema: { params: bo.approveRegistration.params, response: { 200: bo.approveRegistration.response, ...errorResponses } } }, async (request) => {
    const current = await one(request.params.id);
    if (!current.registration) throw new HttpError(409, 'To nie jest wniosek o rejestrację konta.');
    if (current.status !== 'CONFIRMED' && current.status !== 'ACKNOWLEDGED') {
      throw new HttpError(409, 'Zatwierdzić można tylko potwierdzony wniosek o rejestrację.');
    }
    const email = current.email.toLowerCase();
    const result = await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('account').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw new HttpError(409, 'Konto z tym adresem e-mail już istnieje.');
      const application = await trx.selectFrom('application').select(['registration_password_hash']).where('id', '=', current.id).executeTakeFirstOrThrow();
      const { id: accountId } = await trx
        .insertInto('account')
        .values({
          email,
          password_hash: application.registration_password_hash,
          status: 'PENDING',
          kind: 'private',
          display_name: email,
          totp_secret: null,
          totp_last_step: null,
          password_changed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lifetime = config.auth.activationTokenDays * 86_400_000;
      const token = await issueAccountToken(trx, accountId, 'activate', lifetime);
      await queueActivationMail(trx, config.publicUrl, email, token, config.auth.activationTokenDays);
      await trx.updateTable('application').set({ status: 'APPROVED', account_id: accountId }).where('id', '=', current.id).execute();
      return { accountId, email };
    });
    app.outbox.kick();
    request.log.info({ number: current.number, accountId: result.accountId }, 'registration approved');
    return result;
  });
};

export default applicationRoutes;
