// portal-spec §7 /api/issues: a signed-in customer's cases, one case's details, and sending further
// documents to a case. Another customer's case answers 404 exactly like an unknown id (no IDOR).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IssueListResponse } from '@portal/api-contract';
import {
  DOCUMENT_TEXT_MAX_LENGTH,
  DOCUMENT_TEXT_OR_FILES_REQUIRED,
  endpoints,
  errorResponses,
  NoContent,
  UNSAFE_TEXT_MESSAGE,
} from '@portal/api-contract';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { receiveUpload, type UploadLimits } from '../../../uploads/receive.ts';
import { toIssueDetails } from '../../../issues/issue-views.ts';
import { IssueListCache } from '../../../issues/issue-list-cache.ts';
import {
  dismissOwnNotification,
  findOwnIssue,
  issueHistoryAndDocuments,
} from '../../../issues/issue-repository.ts';
import { sendDocument, type DocumentSent } from '../../../issues/send-document.ts';
import { negotiateCoding } from '../../../http/content-encoding.ts';
import { attemptOf } from '../../../idempotency/idempotency.ts';
import { withinUploadBudget } from '../../../uploads/upload-budget.ts';

/** portal-spec §5: 1 byte to 10 MB each, 50 MB in total; jpg, png, pdf, tif, and dwg from the picker. */
export const documentUploadLimits: UploadLimits = {
  minFileSize: 1,
  maxFileSize: 10_485_760,
  maxTotalSize: 52_428_800,
  maxFiles: 20,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'dwg'],
  maxFieldSize: 16_384,
};

/** The largest body a document can have: its files and the fields beside them. */
const DOCUMENT_BODY_LIMIT = documentUploadLimits.maxTotalSize + 1_048_576;

const issueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.addHook('preHandler', requireUser);
  const listCache = new IssueListCache();
  const notFound = () => new HttpError(404, 'Nie znaleziono sprawy.');

  app.get(
    endpoints.issues.path,
    {
      schema: {
        querystring: endpoints.issues.querystring,
        response: { 200: endpoints.issues.response, 304: NoContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accountId = customerId(request);
      const history = request.query.history === true;
      const version = await listCache.version(db, accountId, history);
      const etag = `"${version}"`;
      // Never stored (plugins/security-headers.ts: no-store); the portal sends the ETag of the list it holds.
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const list = await listCache.get(db, accountId, history, version);
      reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
      // Already JSON of IssueListResponse (or its brotli or gzip copy, made once per version): sent without
      // serializing or compressing it again.
      const coding = negotiateCoding(request.headers['accept-encoding']);
      if (coding) {
        return reply
          .header('Content-Encoding', coding)
          .send((await list.encoded(coding)) as unknown as IssueListResponse);
      }
      return reply.send(list.body as unknown as IssueListResponse);
    },
  );

  app.get(
    endpoints.issue.path,
    {
      schema: {
        params: endpoints.issue.params,
        response: { 200: endpoints.issue.response, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findOwnIssue(db, request.params.id, customerId(request));
      if (!row) throw notFound();
      return toIssueDetails(row, await issueHistoryAndDocuments(db, row.id));
    },
  );

  // Customer journeys: dismissed for good (the header badge counts it no more), until the back office sets another.
  app.delete(
    endpoints.dismissIssueNotification.path,
    {
      schema: {
        params: endpoints.dismissIssueNotification.params,
        response: { 204: NoContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await dismissOwnNotification(db, request.params.id, customerId(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    endpoints.sendIssueDocument.path,
    {
      schema: {
        headers: endpoints.sendIssueDocument.headers,
        response: { 200: endpoints.sendIssueDocument.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accountId = customerId(request);
      // Data lifecycle: the account's budget of stored bytes, judged on the Content-Length before anything is read.
      return withinUploadBudget(
        request,
        reply,
        { kind: 'account', accountId },
        DOCUMENT_BODY_LIMIT,
        (budget) => receiveDocument(request, accountId, budget),
      );
    },
  );

  async function receiveDocument(
    request: FastifyRequest,
    accountId: number,
    budgetBytes: number | undefined,
  ): Promise<{ answer: DocumentSent; storedBytes: number }> {
    const limits =
      budgetBytes === undefined ? documentUploadLimits : { ...documentUploadLimits, budgetBytes };
    // Resilience: the case must be the customer's own (issueId comes first) before any file part is read.
    const outcome = await sendDocument(
      { db, storage: app.storage },
      { accountId, idempotency: attemptOf(request, accountId), log: request.log },
      (check) => receiveUpload(request, limits, app.antivirus, { fields: ['issueId'], check }),
    );
    switch (outcome.kind) {
      case 'sent':
        request.log.info({ issue: outcome.issueNumber, files: outcome.files }, 'document sent to a case');
        app.metrics.documentsSent.inc();
        return { answer: outcome.answer, storedBytes: outcome.storedBytes };
      case 'repeated':
        request.log.info(
          { document: outcome.answer.document.id },
          'document send repeated with its idempotency key; first answer given',
        );
        return { answer: outcome.answer, storedBytes: 0 };
      case 'noIssueId':
        throw new HttpError(400, 'Brak numeru sprawy.', [
          { pointer: '/issueId', keyword: 'required', message: 'Pole obowiązkowe' },
        ]);
      case 'unknownIssue':
        throw notFound();
      case 'lettersRefused':
        throw new HttpError(409, 'Do tej sprawy nie można wysyłać pism przez portal.');
      case 'textTooLong': {
        const message = `Treść pisma może mieć najwyżej ${DOCUMENT_TEXT_MAX_LENGTH} znaków.`;
        throw new HttpError(400, message, [{ pointer: '/text', keyword: 'maxLength', message }]);
      }
      case 'unsafeText':
        throw new HttpError(400, UNSAFE_TEXT_MESSAGE, [
          { pointer: '/text', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
        ]);
      case 'nothingSent':
        throw new HttpError(400, DOCUMENT_TEXT_OR_FILES_REQUIRED, [
          { pointer: '/text', keyword: 'textOrFilesRequired', message: DOCUMENT_TEXT_OR_FILES_REQUIRED },
        ]);
    }
  }
};

export default issueRoutes;
