// GET /api/leaflets/:key (portal-spec §7: "a leaflet download uses the key 'information-leaflet'"): the
// leaflet as a PDF attachment, printed by @portal/form-pdf and kept in memory. Public: no
// session is needed. A key the contract does not list is a 400 (the params schema).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, errorResponses } from '@portal/api-contract';
import { createLeaflets } from '@portal/form-pdf';

const leafletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const leaflets = createLeaflets(app.config.operator);

  app.get(
    endpoints.leaflet.path,
    {
      schema: {
        params: endpoints.leaflet.params,
        response: { 200: endpoints.leaflet.response, ...errorResponses },
      },
    },
    async (request, reply) => {
      const leaflet = await leaflets.get(request.params.key);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${leaflet.fileName}"`)
        .header('Content-Length', String(leaflet.bytes.byteLength))
        .header('Cache-Control', 'no-cache')
        .send(Buffer.from(leaflet.bytes.buffer, leaflet.bytes.byteOffset, leaflet.bytes.byteLength));
    },
  );
};

export default leafletRoutes;
