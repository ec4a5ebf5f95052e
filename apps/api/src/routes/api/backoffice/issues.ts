// The back office feeds the customers' cases (issue "Cases … fed by the back office"): create or update
// a case, append history, set the status of documents, and collect what customers sent. The rules live
// in issues/backoffice-issues.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, Ok } from '@portal/api-contract';
import {
  appendIssueHistory,
  customerDocuments,
  updateIssueDocument,
  writeIssue,
} from '../../../issues/backoffice-issues.ts';
import { findDocumentFile, markDocumentCollected } from '../../../issues/issue-repository.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { MIME_TYPES, type AcceptedExtension } from '../../../uploads/file-type.ts';

const issueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const noCsrf = { csrf: false } as const;

  app.post(
    bo.upsertIssue.path,
    {
      config: noCsrf,
      schema: { body: bo.upsertIssue.body, response: { 200: bo.upsertIssue.response, ...errorResponses } },
    },
    async (request) => {
      const result = await writeIssue(db, request.body);
      request.log.info(
        { issue: request.body.number, created: result.created },
        'case written by the back office',
      );
      return { ...result, number: request.body.number };
    },
  );

  app.post(
    bo.appendIssueHistory.path,
    {
      config: noCsrf,
      schema: {
        params: bo.appendIssueHistory.params,
        body: bo.appendIssueHistory.body,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await appendIssueHistory(db, request.params.id, request.body)))
        throw new HttpError(404, 'Nie ma takiej sprawy.');
      return { ok: true as const };
    },
  );

  app.put(
    bo.updateIssueDocument.path,
    {
      config: noCsrf,
      schema: {
        params: bo.updateIssueDocument.params,
        body: bo.updateIssueDocument.body,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await updateIssueDocument(db, request.params.id, request.params.documentId, request.body)))
        throw new HttpError(404, 'Nie ma takiego dokumentu w tej sprawie.');
      return { ok: true as const };
    },
  );

  app.get(
    bo.customerDocuments.path,
    {
      config: noCsrf,
      schema: {
        querystring: bo.customerDocuments.querystring,
        response: { 200: bo.customerDocuments.response, ...errorResponses },
      },
    },
    async (request) => customerDocuments(db, request.query.collected),
  );

  app.post(
    bo.collectCustomerDocument.path,
    {
      config: noCsrf,
      schema: { params: bo.collectCustomerDocument.params, response: { 200: Ok, ...errorResponses } },
    },
    async (request) => {
      if (!(await markDocumentCollected(db, request.params.documentId)))
        throw new HttpError(404, 'Nie ma takiego dokumentu.');
      return { ok: true as const };
    },
  );

  app.get(
    bo.customerDocumentFile.path,
    { config: noCsrf, schema: { params: bo.customerDocumentFile.params } },
    async (request, reply) => {
      const file = await findDocumentFile(db, request.params.documentId, request.params.fileId);
      if (!file) throw new HttpError(404, 'Nie ma takiego pliku.');
      return reply
        .header('Content-Type', MIME_TYPES[file.extension as AcceptedExtension] ?? 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('Content-Length', String(file.size))
        .send(await app.storage.read(file.storage_key));
    },
  );
};

export default issueRoutes;
