// quality-bar "Sessions": an opaque random id (256 bits) in an HttpOnly SameSite=Lax cookie, stored
// hashed in the database with idle and absolute timeouts. A visitor gets an id too (not stored), so the
// anti-forgery token always has a session to be bound to. Resilience: routes that need not know who is
// signed in say so (config.session false) and skip the lookup, so those that need no database at all
// answer while it is away or hung; for every other route a database fault during the lookup is a 503,
// never a 401 that would sign the customer out of the portal.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, SESSION_COOKIE } from '@portal/api-contract';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { issueCsrfCookie } from './csrf.ts';
import type { Database } from '../db/database.ts';
import {
  deleteAccountSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from './session-repository.ts';

export interface RequestSession {
  /** The cookie value: a stored session's id, or a visitor's binding id; null before /api/csrf. */
  cookieId: string | null;
  userId: number | null;
  authorities: string[];
  /** A stored session that timed out: private routes answer 401 (portal-spec §8 'session expired'). */
  expired: boolean;
  /** Customer journeys: when a stored session ends unless used again (epoch ms; idle or absolute), else null. */
  expiresAt: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyContextConfig {
    /** false: the route does not need to know who is signed in, so the session record is not read. */
    session?: boolean;
    /**
     * Customer journeys: false for a route that reads the session without counting as the customer's activity
     * (GET /api/account/session: the portal's expiry warning asks it, and asking must not extend it).
     */
    touchSession?: boolean;
  }
}

const TOUCH_INTERVAL_MS = 60_000;

/** Customer journeys: the earlier of the idle and the absolute end of a session last used at `lastSeenAt`. */
export function sessionExpiresAt(lastSeenAt: number, absoluteEnd: number, idleMinutes: number): number {
  return Math.min(lastSeenAt + idleMinutes * 60_000, absoluteEnd);
}

/** Customer journeys: the customer asked for more time: the session counts as used now. */
export async function extendSession(request: FastifyRequest): Promise<void> {
  const { cookieId, userId, expiresAt } = request.session;
  if (!cookieId || userId === null || expiresAt === null) return;
  const now = Date.now();
  const absoluteEnd = await touchSession(request.server.db, sha256(cookieId), new Date(now));
  if (!absoluteEnd) return;
  request.session.expiresAt = sessionExpiresAt(
    now,
    absoluteEnd.getTime(),
    request.server.config.session.idleMinutes,
  );
}

/** `__Host-SESSION` over https, `SESSION` on plain-http localhost (api-contract cookieName). */
export function sessionCookieName(secure: boolean): string {
  return cookieName(SESSION_COOKIE, secure);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(sessionCookieName(request.server.config.secureCookies), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.secureCookies,
  });
  request.session.cookieId = id;
}

/** Gives the visitor a binding id if they have none yet; used by POST /api/csrf. */
export function ensureSessionCookie(request: FastifyRequest, reply: FastifyReply): string {
  if (request.session.cookieId) return request.session.cookieId;
  const id = randomToken();
  setSessionCookie(request, reply, id);
  return id;
}

/**
 * Signs a user in: always a NEW id (no session fixation), the old record deleted, a new CSRF token. `db`:
 * the caller's transaction when the sign-in is recorded with it (the audit trail's login event).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  authorities: string[],
  lifetimeMs?: number,
  db: Database = request.server.db,
): Promise<void> {
  const { config } = request.server;
  const now = Date.now();
  const id = randomToken();
  if (request.session.cookieId) await deleteSession(db, sha256(request.session.cookieId));
  const absolute = now + config.session.absoluteHours * 3_600_000;
  const end = lifetimeMs ? Math.min(absolute, now + lifetimeMs) : absolute;
  await insertSession(db, {
    idHash: sha256(id),
    userId,
    authorities,
    lastSeenAt: new Date(now),
    expiresAt: new Date(end),
  });
  setSessionCookie(request, reply, id);
  request.session.userId = userId;
  request.session.authorities = authorities;
  request.session.expiresAt = sessionExpiresAt(now, end, config.session.idleMinutes);
  issueCsrfCookie(request, reply, id);
}

/** Signs out on the server: the record is gone, so the old cookie is worthless even if kept. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session.cookieId) await deleteSession(request.server.db, sha256(request.session.cookieId));
  const id = randomToken();
  setSessionCookie(request, reply, id);
  request.session.userId = null;
  request.session.authorities = [];
  request.session.expiresAt = null;
  issueCsrfCookie(request, reply, id);
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null as unknown as RequestSession);
    app.addHook('onRequest', async (request) => {
      // Only the configured name: over https a cookie without the prefix may have been set by a subdomain.
      const cookieId = request.cookies[sessionCookieName(app.config.secureCookies)] ?? null;
      request.session = { cookieId, userId: null, authorities: [], expired: false, expiresAt: null };
      // The matched route, not the raw URL: `/%61pi/…` is an /api route too.
      if (
        !cookieId ||
        !request.routeOptions.url?.startsWith('/api/') ||
        request.routeOptions.config?.session === false
      )
        return;

      const idHash = sha256(cookieId);
      const record = await findSession(app.db, idHash);
      if (!record) return;

      const now = Date.now();
      const idleLimit = record.last_seen_at.getTime() + app.config.session.idleMinutes * 60_000;
      // A session whose end is now has ended (a session told to end in 0 s is over at once).
      if (now >= record.expires_at.getTime() || now >= idleLimit) {
        await deleteSession(app.db, idHash);
        request.session.expired = true;
        return;
      }
      request.session.userId = record.user_id;
      request.session.authorities = record.authorities;
      let lastSeen = record.last_seen_at.getTime();
      if (
        request.routeOptions.config?.touchSession !== false &&
        now - record.last_seen_at.getTime() > TOUCH_INTERVAL_MS
      ) {
        await touchSession(app.db, idHash, new Date(now));
        lastSeen = now;
      }
      request.session.expiresAt = sessionExpiresAt(
        lastSeen,
        record.expires_at.getTime(),
        app.config.session.idleMinutes,
      );
    });
  },
  { name: 'session', dependencies: ['context'] },
);

/**
 * OWASP ASVS 5.0 V7.2.4 and V7.4.3: after a re-authentication that changed the account's factors, this
 * session continues under a new id and every other session of the account ends.
 */
export async function renewSessionEndingOthers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { userId, authorities } = request.session;
  if (userId === null) return;
  await deleteAccountSessions(request.server.db, userId);
  await startSession(request, reply, userId, authorities);
}

/** Ends every session of the account, this one included (a lock reached through a session). */
export async function endAllSessions(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  await deleteAccountSessions(request.server.db, userId);
  await endSession(request, reply);
}
