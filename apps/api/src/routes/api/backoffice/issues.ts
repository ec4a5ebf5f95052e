// The back office feeds the customers' cases (issue "Cases … fed by the back office"): create or update
// a case, append history, set the status of documents, and collect what customers sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, HISTORICAL_STATUSES, Ok } from '@portal/api-contract';
import { upsertIssue } from '../../../issues/upsert-issue.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { MIME_TYPES, type AcceptedExtension } from '../../../uploads/file-type.ts';

const issueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const noCsrf = { csrf: false } as const;

  app.post(bo.upsertIssue.path, { config: noCsrf, schema: { body: bo.upsertIssue.body, response: { 200: bo.upsertIssue.response, ...errorResponses } } }, async (request) => {
    const result = await db.transaction().execute((trx) => upsertIssue(trx, request.body));
    request.log.info({ issue: request.body.number, created: result.created }, 'case written by the back office');
    return { ...result, number: request.body.number };
  });

  app.post(bo.appendIssueHistory.path, { config: noCsrf, schema: { params: bo.appendIssueHistory.params, body: bo.appendIssueHistory.body, response: { 200: Ok, ...errorResponses } } }, async (request) => {
    const issue = await db.selectFrom('issue').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!issue) throw new HttpError(404, 'Nie ma takiej sprawy.');
    const { value, description } = request.body;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('issue_history').values({ issue_id: issue.id, date: request.body.date ? new Date(request.body.date) : new Date(), value, description: description ?? null }).execute();
      // The newest entry is the case's status.
      const newest = await trx.selectFrom('issue_history').select(['value', 'description']).where('issue_id', '=', issue.id).orderBy('date', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await trx
        .updateTable('issue')
        .set({ status: newest.value, status_description: newest.description, historical: HISTORICAL_STATUSES.includes(newest.value), updated_at: new Date() })
        .where('id', '=', issue.id)
        .execute();
    });
    return { ok: true as const };
  });

  app.put(bo.updateIssueDocument.path, { config: noCsrf, schema: { params: bo.updateIssueDocument.params, body: bo.updateIssueDocument.body, response: { 200: Ok, ...errorResponses } } }, async (request) => {
    const result = await db
      .updateTable('issue_document')
      .set({
        status: request.body.status,
        ...(request.body.responseDate !== undefined ? { response_date: request.body.responseDate ? new Date(request.body.responseDate) : null } : {}),
        ...(request.body.barcode !== undefined ? { barcode: request.body.barcode } : {}),
      })
      .where('id', '=', request.params.documentId)
      .where('issue_id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(404, 'Nie ma takiego dokumentu w tej sprawie.');
    return { ok: true as const };
  });

  app.get(bo.customerDocuments.path, { config: noCsrf, schema: { querystring: bo.customerDocuments.querystring, response: { 200: bo.customerDocuments.response, ...errorResponses } } }, async (request) => {
    let query = db
      .selectFrom('issue_document')
      .innerJoin('issue', 'issue.id', 'issue_document.issue_id')
      .select(['issue_document.id', 'issue_document.issue_id', 'issue.number', 'issue_document.message', 'issue_document.status', 'issue_document.registration_date', 'issue_document.collected_at'])
      .where('issue_document.source', '=', 'customer')
      .orderBy('issue_document.id');
    if (request.query.collected !== undefined) {
      query = query.where('issue_document.collected_at', request.query.collected ? 'is not' : 'is', null);
    }
    const documents = await query.execute();
    const files = documents.length
      ? await db.selectFrom('issue_document_file').select(['id', 'document_id', 'filename', 'size', 'extension']).where('document_id', 'in', documents.map((d) => d.id)).orderBy('id').execute()
      : [];
    return documents.map((d) => ({
      id: d.id,
      issueId: d.issue_id,
      issueNumber: d.number,
      message: d.message,
      status: d.status,
      registrationDate: d.registration_date.toISOString(),
      collected: d.collected_at !== null,
      files: files.filter((f) => f.document_id === d.id).map((f) => ({ id: f.id, filename: f.filename, size: f.size, extension: f.extension })),
    }));
  });

  app.post(bo.collectCustomerDocument.path, { config: noCsrf, schema: { params: bo.collectCustomerDocument.params, response: { 200: Ok, ...errorResponses } } }, async (request) => {
    const result = await db.updateTable('issue_document').set({ collected_at: new Date() }).where('id', '=', request.params.documentId).where('source', '=', 'customer').executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(404, 'Nie ma takiego dokumentu.');
    return { ok: true as const };
  });

  app.get(bo.customerDocumentFile.path, { config: noCsrf, schema: { params: bo.customerDocumentFile.params } }, async (request, reply) => {
    const file = await db.selectFrom('issue_document_file').selectAll().where('id', '=', request.params.fileId).where('document_id', '=', request.params.documentId).executeTakeFirst();
    if (!file) throw new HttpError(404, 'Nie ma takiego pliku.');
    return reply
      .header('Content-Type', MIME_TYPES[file.extension as AcceptedExtension] ?? 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('Content-Length', String(file.size))
      .send(await app.storage.read(file.storage_key));
  });
};

export default issueRoutes;
