// The back-office integration API authenticates a system, not a person: an API key in X-Api-Key.
// No cookies, so no anti-forgery check; every call is logged with the key's name.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findIntegrationKey } from '../backoffice/integration-keys.ts';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    integration?: { id: number; name: string };
  }
}

export const INTEGRATION_KEY_HEADER = 'x-api-key';

export async function requireIntegrationKey(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const header = request.headers[INTEGRATION_KEY_HEADER];
  const key = typeof header === 'string' ? await findIntegrationKey(request.server.db, header) : null;
  if (!key) throw new HttpError(401, 'Brak lub nieprawidłowy klucz API zaplecza (X-Api-Key).');
  request.integration = key;
  request.log.info({ integration: key.name, url: request.url.split('?')[0] }, 'back-office call');
}
