// portal-spec §8, HTTP handling on /api calls: how a failed fetch or a non-2xx response becomes an
// ApiClientError of one of the client error kinds. A 503 is a server error marked unavailable
// (the API is up, its database away for a moment), with the seconds of its Retry-After.
import type { ApiError } from '@portal/api-contract';
import { ApiClientError, clientErrorMessages } from './ApiClientError.ts';

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/** fetch() itself rejected: the caller aborted, or the network failed. */
export function mapFetchFailure(error: unknown, path: string, signal?: AbortSignal): ApiClientError {
  if (isAbort(error, signal)) {
    return new ApiClientError({ kind: 'abort', message: clientErrorMessages.abort, path, cause: error });
  }
  return new ApiClientError({ kind: 'network', message: clientErrorMessages.network, path, cause: error });
}

/** The failed response's JSON (any shape), and the same as an ApiError when it has that shape. */
async function readErrorBody(response: Response): Promise<{ body?: ApiError; payload?: unknown }> {
  try {
    const text = await response.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'status' in parsed && 'message' in parsed)
      return { body: parsed as ApiError, payload: parsed };
    return { payload: parsed };
  } catch {
    return {};
  }
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function mapFailedResponse(response: Response, path: string): Promise<ApiClientError> {
  const status = response.status;
  const { body, payload } = await readErrorBody(response);
  const common = { path, status, ...(body ? { body } : {}), ...(payload === undefined ? {} : { payload }) };

  if (status >= 500) {
    const retryAfterSeconds =
      status === 503 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
    return new ApiClientError({
      ...common,
      kind: 'server',
      message: clientErrorMessages.server,
      ...(body?.errorId ? { errorId: body.errorId } : {}),
      ...(status === 503 ? { unavailable: true } : {}),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  }
  switch (status) {
    case 400:
      return new ApiClientError({ ...common, kind: 'bad_request', message: clientErrorMessages.bad_request });
    case 401:
      return new ApiClientError({
        ...common,
        kind: 'unauthorized',
        message: clientErrorMessages.unauthorized,
      });
    case 404:
      return new ApiClientError({ ...common, kind: 'not_found', message: clientErrorMessages.not_found });
    case 429: {
      const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
      return new ApiClientError({
        ...common,
        kind: 'too_many_requests',
        message: clientErrorMessages.too_many_requests,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
    }
    default:
      return new ApiClientError({
        ...common,
        kind: 'other',
        message: body?.message ?? `Żądanie nie powiodło się (kod ${status}).`,
      });
  }
}
