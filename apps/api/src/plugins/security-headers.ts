// quality-bar "Security": a strict CSP (no inline scripts, no eval), nosniff, no referrer, no framing,
// HSTS when served over HTTPS.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/** The strict CSP; a page the build wrote may allow its own inline scripts by their hashes. */
export const contentSecurityPolicy = (scriptHashes: string[] = []): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Emotion (Chakra UI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
const strictPolicy = contentSecurityPolicy();

/**
 * Resilience (OWASP ASVS 5.0 V14.3.2): an answer for a signed-in customer is never stored by the browser or
 * a proxy (a shared computer's disk cache, a company proxy). Every /api answer is `no-store`; a route may
 * set its own policy only for anonymous requests (the public PDF forms revalidate with an ETag). The case
 * list keeps its ETag: the server still answers If-None-Match with 304.
 */
function isApiAnswer(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

export default fp<{ hsts: boolean }>(
  async (app, { hsts }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiAnswer(request)) return payload;
      const signedIn = request.session?.userId != null;
      if (signedIn || !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      // A page of the portal carries its own (portal-static.ts: the hashes of its inline scripts).
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', strictPolicy);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
