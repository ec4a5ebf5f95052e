// portal-spec §7 anti-forgery rule: before a POST, PUT, PATCH or DELETE read the XSRF-TOKEN cookie; if it
// is absent call POST /api/csrf with no body (and no header) and read it again; failing that, the request
// fails with 'Cannot obtain CSRF token from /api/csrf'.
import { cookieName, CSRF_COOKIE, CSRF_PATH } from '@portal/api-contract/plain';
import { readCookie } from '../cookies.ts';
import { ApiClientError, clientErrorMessages } from './ApiClientError.ts';
import { mapFailedResponse, mapFetchFailure } from './errorMapping.ts';

/**
 * Resilience: over https the server names the cookie __Host-XSRF-TOKEN (api-contract cookieName); a cookie
 * without the prefix there may have been planted by a subdomain and is not read.
 */
export function csrfCookieName(protocol: string = window.location.protocol): string {
  return cookieName(CSRF_COOKIE, protocol === 'https:');
}

export function readCsrfToken(cookies: string = document.cookie, protocol?: string): string | null {
  const token = readCookie(csrfCookieName(protocol), cookies);
  return token ? token : null;
}

/** Asks the server for a fresh token (it answers 204 and sets the cookie) and reads the cookie. */
export async function fetchCsrfToken(signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(CSRF_PATH, { method: 'POST', credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    throw mapFetchFailure(error, CSRF_PATH, signal);
  }
  if (!response.ok) throw await mapFailedResponse(response, CSRF_PATH);
  const token = readCsrfToken();
  if (!token) {
    throw new ApiClientError({ kind: 'other', message: clientErrorMessages.csrf, path: CSRF_PATH });
  }
  return token;
}

export async function ensureCsrfToken(signal?: AbortSignal): Promise<string> {
  return readCsrfToken() ?? fetchCsrfToken(signal);
}
