// Serves the built portal: hashed assets cached forever, index.html for every portal route (SPA
// fallback), JSON 404s under /api.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ApiError } from '@portal/api-contract';
import { messages } from '../lib/http-error.ts';

export default fp<{ root: string }>(
  async (app, { root }) => {
    const indexFile = path.join(root, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        setHeaders(res, filePath) {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !indexHtml) {
        const body: ApiError = { status: 404, error: 'not_found', message: messages.notFound };
        return reply.status(404).send(body);
      }
      // A file-like path that is not in the build is a real 404, not a portal route.
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
      }
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'portal-static' },
);
