// Resilience, "cap connections per address": one address may hold at most `max` simultaneous connections;
// the next one is answered 429 and closed before any request on it is read. Counted by the socket's own
// address: TRUST_PROXY's forwarded address is for rate limits, and anyone can forge it.
import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiError } from '@portal/api-contract';
import { messages } from '../lib/http-error.ts';

const REFUSAL_LOG_INTERVAL_MS = 60_000;

function refusal(): string {
  const body: ApiError = { status: 429, error: 'too_many_requests', message: messages.tooMany };
  const json = JSON.stringify(body);
  return [
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Retry-After: 5',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** Counts open connections per address on `server`; returns the live counts (for tests and metrics). */
export function limitConnectionsPerAddress(
  server: Server,
  max: number,
  log: FastifyBaseLogger,
): Map<string, number> {
  const open = new Map<string, number>();
  if (max <= 0) return open;
  const answer = refusal();
  const lastLogged = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      const now = Date.now();
      if (now - (lastLogged.get(address) ?? 0) > REFUSAL_LOG_INTERVAL_MS) {
        lastLogged.set(address, now);
        log.warn({ ip: address, max }, 'too many connections from one address: refused');
      }
      socket.on('error', () => {});
      socket.end(answer, () => socket.destroy());
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return open;
}
