// portal-spec §7 anti-forgery rule, server side: the signed double-submit cookie pattern of the OWASP
// CSRF cheat sheet. The token is nonce.HMAC(secret, sessionId + nonce), readable by the portal's script
// from the XSRF-TOKEN cookie and echoed in X-XSRF-TOKEN; a token minted for another session fails.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, MUTATING_METHODS } from '@portal/api-contract';
import { HttpError, messages } from '../lib/http-error.ts';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for endpoints called by other servers (signed webhooks, the back-office API key). */
    csrf?: boolean;
  }
}

export function csrfToken(secret: string, sessionId: string, nonce = randomToken(16)): string {
  return `${nonce}.${hmac(secret, `${sessionId}!${nonce}`)}`;
}

export function isValidCsrfToken(secret: string, sessionId: string, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, hmac(secret, `${sessionId}!${nonce}`));
}

export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(
    cookieName(CSRF_COOKIE, request.server.config.secureCookies),
    csrfToken(request.server.secret, sessionId),
    {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: request.server.config.secureCookies,
    },
  );
}

const mutating = new Set<string>(MUTATING_METHODS);

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!mutating.has(request.method)) return;
      // Resilience: decided by the route the router matched, never by the raw URL (the router decodes
      // `/%61pi/…` to `/api/…`). A request no route matched is checked too: fail closed.
      const route = request.routeOptions.url;
      if (route !== undefined && !route.startsWith('/api/')) return;
      if (route === CSRF_PATH || request.routeOptions.config?.csrf === false) return;

      const header = request.headers[CSRF_HEADER.toLowerCase()];
      const cookie = request.cookies[cookieName(CSRF_COOKIE, app.config.secureCookies)];
      const sessionId = request.session.cookieId;
      const valid =
        typeof header === 'string' &&
        typeof cookie === 'string' &&
        sessionId !== null &&
        safeEqual(header, cookie) &&
        isValidCsrfToken(app.secret, sessionId, header);
      // The keyword lets the portal tell a stale token (refresh it and retry once) from other 403s.
      if (!valid)
        throw new HttpError(403, messages.csrf, [{ pointer: '', keyword: 'csrf', message: messages.csrf }]);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
