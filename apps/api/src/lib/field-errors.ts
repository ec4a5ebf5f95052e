// Turns the schema errors Fastify reports for a request into the field errors of an ApiError, with the
// validation package's Polish messages (the same texts the portal's forms show).
import type { ErrorObject } from 'ajv';
import type { FieldError } from '@portal/api-contract';
import { localizeErrors } from '@portal/validation';

export function fieldErrorsOf(errors: unknown[], context?: string): FieldError[] {
  const prefix = context && context !== 'body' ? `/${context}` : '';
  return localizeErrors(errors as ErrorObject[], 'pl').map((e) => ({
    pointer: prefix + e.pointer,
    keyword: e.keyword,
    message: e.message,
  }));
}
