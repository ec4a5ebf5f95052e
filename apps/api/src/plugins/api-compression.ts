// Performance, "Compression" and "Caching" for the API's own answers:
// - a route with `config: { etag: true }` (the invoices) gets a weak ETag of its JSON, and an unchanged
//   answer is a 304 without a body when the client sends it back in If-None-Match;
// - JSON answers over 1 KB go out compressed with the best coding the client accepts: brotli at quality 5 or gzip at level 6, cheaper than serializing the answer in the first place
//   (docs/performance.md: 1.4 ms and 0.9 ms for 140 KB of JSON, against 4 ms for JSON.stringify),
//   off the event loop (zlib's thread pool). An answer a route has already encoded (the case list's
//   precompressed copy) is left as it is.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { negotiateCoding } from '../http/content-encoding.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with a weak ETag of the body and 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

export const COMPRESS_THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function compressJson(body: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gz(body, { level: 6 });
}

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function addVary(reply: FastifyReply, header: string) {
  const current = String(reply.getHeader('vary') ?? '');
  if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase())
  ) {
    reply.header('Vary', current ? `${current}, ${header}` : header);
  }
}

/** If-None-Match holds the tag (a list, or *), compared weakly (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode !== 200 || reply.getHeader('content-encoding')) return payload;

      if (request.routeOptions.config.etag && request.method === 'GET') {
        const etag = weakEtag(payload);
        reply.header('ETag', etag);
        if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
          reply.code(304).removeHeader('content-type').removeHeader('content-length');
          return '';
        }
      }

      const type = String(reply.getHeader('content-type') ?? '');
      if (!/^application\/(?:[a-z.+-]*\+)?json\b/i.test(type)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length <= COMPRESS_THRESHOLD_BYTES) return payload;
      addVary(reply, 'Accept-Encoding');
      const coding = negotiateCoding(request.headers['accept-encoding']);
      if (!coding) return payload;
      const compressed = await compressJson(body, coding);
      reply.header('Content-Encoding', coding).removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'api-compression' },
);
