// portal-spec §8: every failure reaches the portal as an ApiError it knows how to read; a 5xx carries an
// error id that is also in the log, and never a stack trace or an internal message.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ApiError } from '@portal/api-contract';
import { errorKindOf, HttpError, messages } from '../lib/http-error.ts';
import { errorId } from '../lib/tokens.ts';
import { fieldErrorsOf } from '../lib/field-errors.ts';

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
      if (error.validation) {
        const body: ApiError = {
          status: 400,
          error: 'bad_request',
          message: messages.badRequest,
          details: fieldErrorsOf(error.validation, error.validationContext),
        };
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
