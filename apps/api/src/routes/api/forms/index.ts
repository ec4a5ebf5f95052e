// GET /api/forms/:id/document.pdf (applications-spec §1, §2 "Downloadable PDF form page for
// micro-installation notifications"): the fillable PDF of a PDF-mode form, generated from its schema,
// ui.json and pdf.json (@portal/form-pdf) and kept in memory per form version. Public:
// anyone may download the form, no session is needed. Unknown and online forms: 404.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, NoContent } from '@portal/api-contract';
import { createNotificationDocuments } from '@portal/form-pdf';
import { HttpError } from '../../../lib/http-error.ts';

const formDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const documents = createNotificationDocuments(app.config.schemasDir, app.config.operator);
  const etags = new WeakMap<Uint8Array, string>();

  app.get(
    endpoints.formDocument.path,
    {
      schema: {
        params: endpoints.formDocument.params,
        response: { 200: endpoints.formDocument.response, 304: NoContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const document = await documents.get(request.params.id);
      if (!document) throw new HttpError(404, 'Nie ma formularza PDF o tym numerze.');
      let etag = etags.get(document.bytes);
      if (!etag) {
        etag = `"${document.formId}-${document.version}-${createHash('sha256').update(document.bytes).digest('hex').slice(0, 16)}"`;
        etags.set(document.bytes, etag);
      }
      // The address stays the same across form versions: browsers revalidate, a 304 costs no bytes.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
        .header('Content-Length', String(document.bytes.byteLength))
        .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
    },
  );
};

export default formDocumentRoutes;
