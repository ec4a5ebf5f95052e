// quality-bar "Logs": who, what, when; never passwords, tokens, codes or cookies. Query strings are cut
// from logged URLs because portal links carry tokens (activation, reset, confirmation, pd_token).
import type { FastifyServerOptions } from 'fastify';

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
  // A "code" is secret where a client sent it (a second-factor or confirmation code in a body, query or
  // payload), never on an error: `err.code` (ECONNREFUSED, a SQLSTATE) is what the operator needs.
  'body.code',
  'query.code',
  'payload.code',
  '*.body.code',
  '*.query.code',
  '*.payload.code',
];

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[ukryte]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: request.url.replace(/\?.*/s, ''),
          ip: request.ip,
        };
      },
    },
  };
}
