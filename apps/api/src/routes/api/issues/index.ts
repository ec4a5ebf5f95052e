// portal-spec §7 /api/issues: a signed-in customer's cases, one case's details, and sending further
// documents to a case. Another customer's case answers 404 exactly like an unknown id (no IDOR).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IssueListResponse, ResponseBody } from '@portal/api-contract';
import {
  dbIdFrom,
  DOCUMENT_TEXT_MAX_LENGTH,
  DOCUMENT_TEXT_OR_FILES_REQUIRED,
  endpoints,
  errorResponses,
  isSafeText,
  NoContent,
  UNSAFE_TEXT_MESSAGE,
} from '@portal/api-contract';
import { customerId, requireUser } from '../../../plugins/access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { receiveUpload, type UploadLimits } from '../../../uploads/receive.ts';
import { orderedProperties, toContact, toListItem } from '../../../issues/issue-views.ts';
import { IssueListCache } from '../../../issues/issue-list-cache.ts';
import {
  findOwnIssue,
  findOwnIssueForDocuments,
  issueHistoryAndDocuments,
} from '../../../issues/issue-repository.ts';
import { addCustomerDocument } from '../../../issues/customer-documents.ts';
import { negotiateCoding } from '../../../http/content-encoding.ts';
import { attemptOf, requestHash, storedAnswer, storeOnce } from '../../../idempotency/idempotency.ts';

type DocumentSent = ResponseBody<'sendIssueDocument'>;

/** portal-spec §5: 1 byte to 10 MB each, 50 MB in total; jpg, png, pdf, tif, and dwg from the picker. */
export const documentUploadLimits: UploadLimits = {
  minFileSize: 1,
  maxFileSize: 10_485_760,
  maxTotalSize: 52_428_800,
  maxFiles: 20,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'dwg'],
  maxFieldSize: 16_384,
};

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
      const { history, documents } = await issueHistoryAndDocuments(db, row.id);
      return {
        ...toListItem(row),
        properties: orderedProperties(row),
        contact: toContact(row.contact),
        documents: documents.map((d) => ({
          id: d.id,
          barcode: d.barcode,
          status: d.status,
          registrationDate: d.registration_date.toISOString(),
          responseDate: d.response_date?.toISOString() ?? null,
        })),
        history: history.map((h) => ({
          date: h.date.toISOString(),
          value: h.value,
          description: h.description,
        })),
        noLetter: row.no_letter,
      };
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
    async (request) => {
      const accountId = customerId(request);
      let owned: { id: number; number: string; no_letter: boolean } | undefined;
      // Issue #14: the case must be the customer's own (issueId comes first) before any file part is read.
      const upload = await receiveUpload(request, documentUploadLimits, app.antivirus, {
        fields: ['issueId'],
        check: async (fields) => {
          const issueId = dbIdFrom(fields.issueId);
          if (issueId === null)
            throw new HttpError(400, 'Brak numeru sprawy.', [
              { pointer: '/issueId', keyword: 'required', message: 'Pole obowiązkowe' },
            ]);
          owned = await findOwnIssueForDocuments(db, issueId, accountId);
          if (!owned) throw notFound();
          if (owned.no_letter) throw new HttpError(409, 'Do tej sprawy nie można wysyłać pism przez portal.');
        },
      });
      const keys: string[] = [];
      try {
        const issue = owned;
        if (!issue) throw notFound();
        const issueId = issue.id;
        const text = (upload.fields.text ?? '').trim();
        const key = attemptOf(request, accountId);
        const attempt = key
          ? {
              ...key,
              operation: 'document.send' as const,
              requestHash: await requestHash('document.send', { issueId, text }, upload.files),
            }
          : null;
        const earlier = attempt ? await storedAnswer<DocumentSent>(db, attempt) : null;
        if (earlier) {
          request.log.info(
            { document: earlier.document.id },
            'document send repeated with its idempotency key; first answer given',
          );
          return earlier;
        }
        if (text.length > DOCUMENT_TEXT_MAX_LENGTH) {
          throw new HttpError(400, `Treść pisma może mieć najwyżej ${DOCUMENT_TEXT_MAX_LENGTH} znaków.`, [
            {
              pointer: '/text',
              keyword: 'maxLength',
              message: `Treść pisma może mieć najwyżej ${DOCUMENT_TEXT_MAX_LENGTH} znaków.`,
            },
          ]);
        }
        if (!isSafeText(text, { multiline: true })) {
          throw new HttpError(400, UNSAFE_TEXT_MESSAGE, [
            { pointer: '/text', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
          ]);
        }
        if (!text && upload.files.length === 0) {
          throw new HttpError(400, DOCUMENT_TEXT_OR_FILES_REQUIRED, [
            { pointer: '/text', keyword: 'textOrFilesRequired', message: DOCUMENT_TEXT_OR_FILES_REQUIRED },
          ]);
        }
        const { answer, replayed } = await storeOnce(db, attempt, async (trx): Promise<DocumentSent> => {
          const doc = await addCustomerDocument(
            trx,
            app.storage,
            { issueId: issue.id, text, files: upload.files },
            keys,
          );
          return {
            document: {
              id: doc.id,
              barcode: doc.barcode,
              status: doc.status,
              registrationDate: doc.registration_date.toISOString(),
              responseDate: null,
            },
          };
        });
        if (!replayed)
          request.log.info({ issue: issue.number, files: upload.files.length }, 'document sent to a case');
        return answer;
      } catch (error) {
        await Promise.all(keys.map((key) => app.storage.remove(key).catch(() => undefined)));
        throw error;
      } finally {
        await upload.cleanup();
      }
    },
  );
};

export default issueRoutes;
