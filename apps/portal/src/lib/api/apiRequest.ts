// The one door to the API. portal-spec §7: all paths begin with /api (anything else is refused before a
// request is made); POST, PUT, PATCH and DELETE carry the anti-forgery token in X-XSRF-TOKEN (fetched from
// POST /api/csrf when the cookie is absent); other methods and the /api/csrf call itself carry no header.
// A 403 marked 'csrf' means the server rejected the token (expired or bound to an older session): the
// token is refreshed once and the request retried once. §8: failures become
// ApiClientErrors; a 401 outside the login path and a 429 are also reported through apiClientEvents.
import { CSRF_HEADER, CSRF_PATH, IDEMPOTENCY_KEY_HEADER, MUTATING_METHODS } from '@portal/api-contract/plain';
import { ApiClientError, clientErrorMessages } from './ApiClientError.ts';
import { apiClientEvents } from './apiClientEvents.ts';
import { ensureCsrfToken, fetchCsrfToken } from './csrfToken.ts';
import { mapFailedResponse, mapFetchFailure } from './errorMapping.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as is for FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The sending attempt's key (lib/api/sendingAttempt.ts), for the sends the server stores once per key. */
  idempotencyKey?: string;
  /**
   * What the caller already holds of this resource (React Query's data). When it came with an ETag, the
   * request carries it in If-None-Match and a 304 answers this same object back.
   */
  held?: unknown;
  /** The answer is a file to save (an archive, a PDF): it resolves to a Download, not to parsed JSON. */
  download?: boolean;
}

/** A file the API sent to save, and the name it suggested (Content-Disposition). */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

function suggestedFileName(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * The ETags of answers the portal holds. Private answers are `no-store` (docs/decisions.md), so the
 * browser's cache keeps no copy and cannot revalidate them; the portal does, for what it holds in memory.
 * Keyed by the data object itself: an entry lives exactly as long as the data it describes.
 */
const etags = new WeakMap<object, string>();

function heldEtag(held: unknown): string | undefined {
  return typeof held === 'object' && held !== null ? etags.get(held) : undefined;
}

/** portal-spec §8: the login call answers 401 for bad credentials; that is not an expired session. */
export const LOGIN_PATH = '/api/account/login';

const API_PATH = /^\/api(?:[/?#]|$)/;
const mutating = new Set<string>(MUTATING_METHODS);

function assertApiPath(path: string): void {
  if (!API_PATH.test(path)) {
    throw new Error(`Only paths beginning with /api are accepted, got: ${path}`);
  }
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function pathname(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiClientError({
      kind: 'other',
      message: 'Invalid JSON in the response',
      status: response.status,
      cause: error,
    });
  }
}

function reportEvents(error: ApiClientError, path: string): void {
  if (error.kind === 'unauthorized' && pathname(path) !== LOGIN_PATH) {
    apiClientEvents().onSessionExpired(path);
  } else if (error.kind === 'too_many_requests') {
    apiClientEvents().onTooManyRequests(error.retryAfterSeconds);
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  assertApiPath(path);
  if (typeof globalThis.fetch !== 'function') {
    throw new ApiClientError({
      kind: 'browser_not_supported',
      message: clientErrorMessages.browser_not_supported,
      path,
    });
  }
  const method = options.method ?? 'GET';
  const { signal } = options;
  const url = withQuery(path, options.query);
  const needsToken = mutating.has(method) && pathname(path) !== CSRF_PATH;

  const send = (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: options.download ? '*/*' : 'application/json' };
    const etag = method === 'GET' ? heldEtag(options.held) : undefined;
    if (etag) headers['If-None-Match'] = etag;
    let body: BodyInit | null = null;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers[CSRF_HEADER] = token;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    return fetch(url, { method, headers, body, credentials: 'same-origin', signal: signal ?? null });
  };

  try {
    let token = needsToken ? await ensureCsrfToken(signal) : null;
    let response: Response;
    try {
      response = await send(token);
      if (response.status === 403 && token && (await isTokenRejection(response))) {
        token = await fetchCsrfToken(signal);
        response = await send(token);
      }
    } catch (error) {
      if (error instanceof ApiClientError) throw error;
      throw mapFetchFailure(error, path, signal);
    }
    if (response.status === 304 && heldEtag(options.held)) return options.held as T;
    if (!response.ok) throw await mapFailedResponse(response, path);
    if (options.download) {
      const download: Download = { blob: await response.blob(), fileName: suggestedFileName(response) };
      return download as T;
    }
    const data = await readBody(response);
    const etag = response.headers.get('ETag');
    if (etag && method === 'GET' && typeof data === 'object' && data !== null) etags.set(data, etag);
    return data as T;
  } catch (error) {
    if (error instanceof ApiClientError) reportEvents(error, path);
    throw error;
  }
}

/** The server marks a refused anti-forgery token with the keyword 'csrf' (apps/api plugins/csrf.ts). */
async function isTokenRejection(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { details?: { keyword?: string }[] };
    return body.details?.some((detail) => detail.keyword === 'csrf') ?? false;
  } catch {
    return false;
  }
}
