// docs/architecture.md: a 400 answers `details` with { pointer, keyword, message } per invalid field
// (api-contract FieldError: JSON pointers, Polish messages safe to show). The forms show them beneath their fields.
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';

export interface ServerFieldError {
  /** The body property, e.g. 'password' for '/password'. */
  field: string;
  keyword: string;
  message: string;
}

/** The field errors of a 400 answer, in the server's order; empty for any other failure. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiClientError(error) || error.kind !== 'bad_request') return [];
  return (error.body?.details ?? []).map((detail) => ({
    field: detail.pointer.replace(/^\//, '').split('/')[0] ?? '',
    keyword: detail.keyword,
    message: detail.message,
  }));
}

/** The first message per field. */
export function firstErrorPerField(errors: readonly ServerFieldError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) result[error.field] ??= error.message;
  return result;
}
