// A fetch stand-in for the account endpoints (portal-spec §7) in stories and tests: answers by
// "METHOD /path", records every call with its JSON body, and issues the anti-forgery cookie.
import type { FieldError } from '@portal/api-contract';

export type MockAnswer =
  | { status: number; body?: unknown }
  | (() => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export interface AccountApiMock {
  calls: RecordedCall[];
  /** "METHOD /path" of every call except the anti-forgery token's. */
  requests: () => string[];
  restore: () => void;
}

export const ok = { status: 200, body: { ok: true } };

export function loginFailure(errorDescription: string, recaptchaRequired = false) {
  return {
    status: 400,
    body: {
      username: null,
      authorities: [],
      userTrusted: false,
      isMfa: false,
      errorDescription,
      recaptchaRequired,
    },
  };
}

/** The server's 400 for a wrong second-factor code: the session still waits for the second factor. */
export function codeRefused(extra: { codeAlreadyUsed?: boolean } = {}) {
  return {
    status: 400,
    body: {
      username: 'anna@example.com',
      authorities: ['ROLE_MFA'],
      userTrusted: false,
      isMfa: true,
      errorDescription: 'Incorrect 2FA code',
      ...extra,
    },
  };
}

export function apiError(status: number, message: string, details?: readonly FieldError[]) {
  return { status, body: { status, error: 'error', message, ...(details ? { details } : {}) } };
}

/** Answers are used in order when a route is given a list; the last one repeats. */
export function mockAccountApi(routes: Record<string, MockAnswer | MockAnswer[]>): AccountApiMock {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/csrf') {
      document.cookie = 'XSRF-TOKEN=story-token; Path=/';
      return new Response(null, { status: 204 });
    }
    const key = `${method} ${url.pathname}`;
    calls.push({
      method,
      path: url.pathname,
      query: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    });
    const route = routes[key];
    if (route === undefined) {
      return Response.json({ status: 404, error: 'not_found', message: 'Nie znaleziono.' }, { status: 404 });
    }
    const list = Array.isArray(route) ? route : [route];
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const entry = list[Math.min(index, list.length - 1)]!;
    const answer = typeof entry === 'function' ? await entry() : entry;
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : Response.json(answer.body, { status: answer.status });
  };
  return {
    calls,
    requests: () => calls.map((call) => `${call.method} ${call.path}`),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
