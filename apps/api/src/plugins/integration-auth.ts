// The back-office integration API authenticates a system, not a person: an API key in X-Api-Key.
// No cookies, so no anti-forgery check; every call is logged with the key's name and recorded in the audit
// trail with the key's id, the route and the answer's status.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findIntegrationKey } from '../backoffice/integration-keys.ts';
import { HttpError, messages } from '../lib/http-error.ts';
import { hitRateLimit, rateLimitHits } from './rate-limit-repository.ts';
import { recordAuditEvent } from '../audit/audit-trail.ts';
import { SecurityAction } from '../audit/security-actions.ts';
import { databaseFaultOf } from '../db/database-faults.ts';

declare module 'fastify' {
  interface FastifyRequest {
    integration?: { id: number; name: string };
  }
}

export const INTEGRATION_KEY_HEADER = 'x-api-key';

/**
 * Data lifecycle: an address that sent RATE_LIMIT_WRONG_API_KEY wrong or missing keys in a window is refused
 * (429) until the window ends, before its key is looked at. Counted in the database, so every replica
 * sees it whatever RATE_LIMIT_STORE is; a right key costs one read.
 */
async function refuseGuessingAddress(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const counter = `wrong-api-key:${request.ip}`;
  const { current, ttl } = await rateLimitHits(request.server.db, counter);
  if (current >= request.server.config.floodLimits.wrongApiKey) {
    void reply.header('Retry-After', String(Math.max(1, Math.ceil(ttl / 1000))));
    throw new HttpError(429, messages.tooMany);
  }
  return counter;
}

export async function requireIntegrationKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const counter = await refuseGuessingAddress(request, reply);
  const header = request.headers[INTEGRATION_KEY_HEADER];
  const key = typeof header === 'string' ? await findIntegrationKey(request.server.db, header) : null;
  if (!key) {
    const { current } = await hitRateLimit(
      request.server.db,
      counter,
      request.server.config.rateLimit.windowMs,
    );
    request.log.warn(
      { address: request.ip, wrongKeys: current },
      'back-office call with a wrong or missing API key',
    );
    // Never the key that was sent: a near miss of a real key is half a secret.
    await recordAuditEvent(request.server.db, {
      actor: { kind: 'visitor' },
      action: SecurityAction.backofficeKeyRefused,
      address: request.ip,
      outcome: 'failure',
      details: { method: request.method, route: routeOf(request), keySent: typeof header === 'string' },
    });
    throw new HttpError(401, 'Brak lub nieprawidłowy klucz API zaplecza (X-Api-Key).');
  }
  request.integration = key;
  request.log.info({ integration: key.name, url: request.url.split('?')[0] }, 'back-office call');
}

/** The route's pattern (`/api/backoffice/applications/:id`): bounded, and without the ids or e-mails of a URL. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unknown';

/**
 * onResponse: one `backoffice.call` event per call a key was accepted for, with the answer's status. It is
 * written after the answer, on its own: the call's changes that matter (an SSO link, an export, an
 * erasure) have their own events in their own transactions. A failure to write it is logged, not answered.
 */
export async function recordIntegrationCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.integration) return;
  try {
    await recordAuditEvent(request.server.db, {
      actor: { kind: 'backoffice', keyId: request.integration.id },
      action: SecurityAction.backofficeCall,
      address: request.ip,
      outcome: reply.statusCode < 400 ? 'success' : 'failure',
      details: { method: request.method, route: routeOf(request), status: reply.statusCode },
    });
  } catch (error) {
    // A database fault is logged once by the database's health (docs/operations.md), not per call.
    if (databaseFaultOf(error)) return;
    request.log.warn(
      { err: error, integration: request.integration.name },
      'back-office call not recorded in the audit trail',
    );
  }
}
