// Operability: one id per request, unique across replicas (per-process counters repeated on every replica),
// taken from the proxy in front when it sends one, so a request is found under one id in the proxy's log,
// every log line of the API (Fastify's reqId), its answer's X-Request-Id header and its ApiError body.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What the API accepts from a proxy: the ids of nginx, Envoy, HAProxy and load balancers fit this. */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Whether the TCP peer is a proxy the API trusts, by the same TRUST_PROXY setting that decides whether its
 * X-Forwarded-For is believed (config.ts trustProxy): the peer is the nearest hop.
 */
export function trustsPeer(trustProxy: boolean | number | string): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trusted = proxyAddr.compile(
    trustProxy
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  );
  return (address) => address !== undefined && trusted(address, 0);
}

/** Fastify's genReqId: the trusted proxy's well-formed X-Request-Id, or a random UUID. */
export function requestIdGenerator(
  trustProxy: boolean | number | string,
): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      WELL_FORMED_REQUEST_ID.test(incoming) &&
      trusted(request.socket.remoteAddress)
    )
      return incoming;
    return randomUUID();
  };
}

function isApiErrorBody(payload: unknown): payload is Record<string, unknown> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const body = payload as Record<string, unknown>;
  return (
    typeof body.status === 'number' && typeof body.error === 'string' && typeof body.message === 'string'
  );
}

/** Every answer says its id; every ApiError body carries it (the contract's ApiError.requestId). */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('preSerialization', async (request, reply, payload) =>
      reply.statusCode >= 400 && isApiErrorBody(payload) ? { ...payload, requestId: request.id } : payload,
    );
  },
  { name: 'request-id' },
);
