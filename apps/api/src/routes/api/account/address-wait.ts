// Resilience: an address that keeps giving wrong answers to a secret (a password at login, a
// second-factor code, a password a signed-in session is asked again) waits longer before each next try,
// whichever account it tries. During the wait the answer is 429 before anything is checked or counted.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, messages } from '../../../lib/http-error.ts';

/** The 429 of an address that must wait `seconds` (a use case's `addressWaits` outcome). */
export function refuseAddressWait(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  what: string,
): never {
  request.log.info({ retryAfter: seconds, address: request.ip }, `${what} refused: address slowed down`);
  reply.header('Retry-After', String(seconds));
  throw new HttpError(429, messages.tooMany, undefined, 'too_many_requests');
}
