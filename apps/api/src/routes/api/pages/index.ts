// GET /api/pages/:slug: a document of the portal as Markdown (documents/document-pages.ts).
// Public and the same for every visitor: a browser or proxy keeps it five minutes and then revalidates
// with its ETag (a signed-in customer's answer stays no-store, security-headers.ts). An unknown slug is a
// 400 (the params schema).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses, NoContent } from '@portal/api-contract';
import { documentPages } from '../../../documents/document-pages.ts';

const documentPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pages = documentPages(app.config);

  app.get(
    endpoints.documentPage.path,
    {
      config: { etag: true },
      schema: {
        params: endpoints.documentPage.params,
        response: { 200: endpoints.documentPage.response, 304: NoContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return pages[request.params.slug];
    },
  );
};

export default documentPageRoutes;
