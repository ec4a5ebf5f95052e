// portal-spec §6: private endpoints need a signed-in customer (ROLE_USER); a session that timed out
// answers 401 so the portal shows 'session expired'.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_USER } from '@portal/api-contract';
import { HttpError, messages } from '../lib/http-error.ts';

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (request.session.userId === null || !request.session.authorities.includes(ROLE_USER)) {
    throw new HttpError(401, messages.unauthorized);
  }
}

/** The signed-in customer's account id; only call behind requireUser. */
export function customerId(request: FastifyRequest): number {
  const id = request.session.userId;
  if (id === null) throw new HttpError(401, messages.unauthorized);
  return id;
}
