// portal-spec §8, client error kinds: server, network, js, bad_request, not_found, browser_not_supported,
// too_many_requests, other. Two more kinds exist only for callers: 'abort' (the caller's AbortSignal fired)
// and 'unauthorized' (a 401, already handled as an expired session).
import type { ApiError } from '@portal/api-contract';

export type ClientErrorKind =
  | 'server'
  | 'network'
  | 'js'
  | 'bad_request'
  | 'not_found'
  | 'browser_not_supported'
  | 'too_many_requests'
  | 'other'
  | 'abort'
  | 'unauthorized';

export const clientErrorMessages = {
  server: 'Server error',
  network: 'connection error with the server',
  bad_request: 'Bad request error',
  not_found: 'Not found',
  too_many_requests: 'Too many requests',
  unauthorized: 'Unauthorized',
  abort: 'Request aborted',
  browser_not_supported: 'Browser not supported',
  csrf: 'Cannot obtain CSRF token from /api/csrf',
} as const;

export interface ApiClientErrorInit {
  kind: ClientErrorKind;
  message: string;
  path?: string;
  status?: number;
  /** The server's error body, when it sent one (400 carries the field errors). */
  body?: ApiError;
  /**
   * The parsed JSON of any failed response, whatever its shape: a refused login answers 400 with the login
   * response (errorDescription), not with an ApiError.
   */
  payload?: unknown;
  /** 5xx: the id under which the server logged the failure ('Kod błędu: X'). */
  errorId?: string;
  /** 429 and 503: seconds from the Retry-After header. */
  retryAfterSeconds?: number;
  /**
   * 503: a server error that will pass (its database is away for a moment). Still kind 'server'
   * (portal-spec §8: 500 and above), shown as 'service unavailable' and retried, never reported.
   */
  unavailable?: boolean;
  cause?: unknown;
}

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly kind: ClientErrorKind;
  readonly path: string | undefined;
  readonly status: number | undefined;
  readonly body: ApiError | undefined;
  readonly payload: unknown;
  readonly errorId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly unavailable: boolean;

  constructor(init: ApiClientErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.payload = init.payload;
    this.errorId = init.errorId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.unavailable = init.unavailable ?? false;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}
