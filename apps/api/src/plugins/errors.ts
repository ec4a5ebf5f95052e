// portal-spec §8: every failure reaches the portal as an ApiError it knows how to read; a 5xx carries an
// error id that is also in the log, and never a stack trace or an internal message. Resilience: a database
// that is away is a 503 with Retry-After, logged once per fault by the health tracker, not per request.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ApiError } from '@portal/api-contract';
import { errorKindOf, HttpError, messages } from '../lib/http-error.ts';
import { errorId } from '../lib/tokens.ts';
import { fieldErrorsOf } from '../lib/field-errors.ts';
import { DatabaseUnavailableError } from '../db/database-faults.ts';
import { StorageUnavailableError } from '../adapters/storage/storage.ts';

/** Seconds a client waits before trying again while the database or the file storage is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const clientMessages: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.tooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooMany,
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(error.toBody());
      }
      if (error instanceof DatabaseUnavailableError || error instanceof StorageUnavailableError) {
        // Security hardening: the file storage being away is the same kind of answer. Operability: both are logged once
        // per fault (database-health.ts, storage-health.ts), not once per request that met it.
        const body: ApiError = { status: 503, error: 'service_unavailable', message: messages.unavailable };
        return reply.status(503).header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS).send(body);
      }
      if (error.validation) {
        const body: ApiError = {
          status: 400,
          error: 'bad_request',
          message: messages.badRequest,
          details: fieldErrorsOf(error.validation, error.validationContext),
        };
        return reply.status(400).send(body);
      }
      // Safety net: a PostgreSQL data exception (class 22: NUL in text, a number or a date out
      // of range) or a program limit hit by the input (class 54: nesting too deep) is bad input that got
      // past a route's schema. The client gets a 400; the log tells which schema to tighten.
      const sqlState = (error as { code?: unknown }).code;
      if (typeof sqlState === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(sqlState)) {
        request.log.warn(
          { err: error, sqlState, route: request.routeOptions.url },
          'database refused a value from the request',
        );
        const body: ApiError = { status: 400, error: 'bad_request', message: messages.badRequest };
        return reply.status(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const body: ApiError = {
          status,
          error: errorKindOf(status),
          message: clientMessages[status] ?? messages.badRequest,
        };
        return reply.status(status).send(body);
      }
      const id = errorId();
      request.log.error({ err: error, errorId: id }, 'request failed');
      const body: ApiError = { status: 500, error: 'server', message: messages.server, errorId: id };
      return reply.status(500).send(body);
    });
  },
  { name: 'errors' },
);
