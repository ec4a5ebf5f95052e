// portal-spec §7 anti-forgery rule and §8 error mapping, branch by branch, against a mocked fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './ApiClientError.ts';
import { configureApiClient } from './apiClientEvents.ts';
import { apiRequest } from './apiRequest.ts';
import { callEndpoint } from './callEndpoint.ts';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

type Handler = (call: Call) => Response | Promise<Response>;

const calls: Call[] = [];
let routes: Array<{ method: string; path: string; handler: Handler }> = [];

function on(method: string, path: string, handler: Handler): void {
  routes.push({ method, path, handler });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const noContent = () => new Response(null, { status: 204 });

function setCookie(value: string): void {
  document.cookie = `XSRF-TOKEN=${value}; Path=/`;
}

function clearCookie(): void {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
}

/** The server's answer to POST /api/csrf: 204 and a fresh token cookie. */
function csrfIssuing(...tokens: string[]): Handler {
  let next = 0;
  return () => {
    setCookie(tokens[Math.min(next, tokens.length - 1)] ?? 'token');
    next += 1;
    return noContent();
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const call: Call = { url: String(input), method: init.method ?? 'GET', headers, body: init.body };
  calls.push(call);
  if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  const path = call.url.split('?')[0];
  const route = routes.find((r) => r.method === call.method && r.path === path);
  if (!route) throw new Error(`Unexpected ${call.method} ${call.url}`);
  return route.handler(call);
});

const onSessionExpired = vi.fn();
const onTooManyRequests = vi.fn();
let restoreEvents: () => void;

beforeEach(() => {
  calls.length = 0;
  routes = [];
  clearCookie();
  vi.stubGlobal('fetch', fetchMock);
  restoreEvents = configureApiClient({ onSessionExpired, onTooManyRequests });
});

afterEach(() => {
  restoreEvents();
  vi.unstubAllGlobals();
  onSessionExpired.mockReset();
  onTooManyRequests.mockReset();
  fetchMock.mockClear();
});

async function caught(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiClientError;
  }
  throw new Error('expected the request to fail');
}

describe('anti-forgery rule: only /api paths', () => {
  it.each([
    '/apix',
    '/apiary/x',
    'api/report-error',
    '/',
    '',
    '/other/api/x',
    'https://example.com/api/x',
    '//example.com/api',
  ])('refuses %j before any request is made', async (path) => {
    await expect(apiRequest(path)).rejects.toThrow(/Only paths beginning with \/api are accepted/);
    expect(calls).toHaveLength(0);
  });

  it.each(['/api', '/api/config/frontend', '/api?x=1'])('accepts %j', async (path) => {
    on('GET', path.split('?')[0] ?? path, () => json(200, { ok: true }));
    await expect(apiRequest(path)).resolves.toEqual({ ok: true });
  });
});

describe('anti-forgery rule: which requests carry the token', () => {
  it('sends no header and fetches no token for a GET, even without the cookie', async () => {
    on('GET', '/api/config/frontend', () => json(200, {}));
    await apiRequest('/api/config/frontend');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('sends no header on a GET even when the cookie exists', async () => {
    setCookie('present');
    on('GET', '/api/issues', () => json(200, []));
    await apiRequest('/api/issues');
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends the cookie value in X-XSRF-TOKEN without calling /api/csrf when the cookie exists',
    async (method) => {
      setCookie('abc.def');
      on(method, '/api/thing', () => noContent());
      await apiRequest('/api/thing', { method, body: { a: 1 } });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`${method} /api/thing`]);
      expect(calls[0]?.headers['x-xsrf-token']).toBe('abc.def');
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s without the cookie first calls POST /api/csrf with no body and no header, then sends the new token',
    async (method) => {
      on('POST', '/api/csrf', csrfIssuing('fresh.token'));
      on(method, '/api/thing', () => noContent());
      await apiRequest('/api/thing', { method });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/csrf', `${method} /api/thing`]);
      expect(calls[0]?.body ?? null).toBeNull();
      expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
      expect(calls[1]?.headers['x-xsrf-token']).toBe('fresh.token');
    },
  );

  it("fails with 'Cannot obtain CSRF token from /api/csrf' when the cookie is still absent, sending nothing else", async () => {
    on('POST', '/api/csrf', () => noContent());
    const error = await caught(
      apiRequest('/api/report-error', { method: 'POST', body: { code: 'X', info: '' } }),
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.message).toBe('Cannot obtain CSRF token from /api/csrf');
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf']);
  });

  it('the /api/csrf call itself carries no header and triggers no second token call', async () => {
    setCookie('old');
    on('POST', '/api/csrf', csrfIssuing('new'));
    await apiRequest('/api/csrf', { method: 'POST' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('a failing /api/csrf call fails the request with its own error (server error)', async () => {
    on('POST', '/api/csrf', () =>
      json(500, { status: 500, error: 'server', message: 'x', errorId: 'CSRF500' }),
    );
    const error = await caught(apiRequest('/api/thing', { method: 'POST' }));
    expect(error.kind).toBe('server');
    expect(error.errorId).toBe('CSRF500');
    expect(calls).toHaveLength(1);
  });

  it('a network failure of the /api/csrf call is a network error', async () => {
    on('POST', '/api/csrf', () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(apiRequest('/api/thing', { method: 'DELETE' }));
    expect(error.kind).toBe('network');
  });
});

describe('anti-forgery rule: a rejected token is refreshed once', () => {
  const forbidden = () =>
    json(403, {
      status: 403,
      error: 'forbidden',
      message: 'Brak lub niepoprawny token',
      details: [{ pointer: '', keyword: 'csrf', message: 'Brak lub niepoprawny token' }],
    });

  it('refreshes the token after a 403 and retries the request once with the new token', async () => {
    setCookie('stale');
    on('POST', '/api/csrf', csrfIssuing('renewed'));
    let attempts = 0;
    on('POST', '/api/report-error', () => (++attempts === 1 ? forbidden() : noContent()));
    await expect(
      apiRequest('/api/report-error', { method: 'POST', body: { code: 'A', info: '' } }),
    ).resolves.toBeNull();
    expect(calls.map((c) => `${c.url} ${c.headers['x-xsrf-token'] ?? '-'}`)).toEqual([
      '/api/report-error stale',
      '/api/csrf -',
      '/api/report-error renewed',
    ]);
    expect(calls[2]?.body).toBe(JSON.stringify({ code: 'A', info: '' }));
  });

  it('retries only once: a second 403 fails with status 403', async () => {
    setCookie('stale');
    on('POST', '/api/csrf', csrfIssuing('renewed'));
    on('POST', '/api/report-error', forbidden);
    const error = await caught(apiRequest('/api/report-error', { method: 'POST', body: {} }));
    expect(error.kind).toBe('other');
    expect(error.status).toBe(403);
    expect(calls.filter((c) => c.url === '/api/report-error')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/csrf')).toHaveLength(1);
  });

  it('does not retry a 403 that is not about the token (access denied)', async () => {
    setCookie('valid');
    on('POST', '/api/report-error', () =>
      json(403, { status: 403, error: 'forbidden', message: 'Brak dostępu.' }),
    );
    const error = await caught(apiRequest('/api/report-error', { method: 'POST', body: {} }));
    expect(error.status).toBe(403);
    expect(calls.filter((c) => c.url === '/api/csrf')).toHaveLength(0);
  });

  it('does not retry a 403 on a GET (no token was sent)', async () => {
    on('GET', '/api/issues/7', forbidden);
    const error = await caught(apiRequest('/api/issues/7'));
    expect(error.status).toBe(403);
    expect(calls).toHaveLength(1);
  });
});

describe('error mapping (portal-spec §8)', () => {
  it('5xx is a server error carrying the errorId from the body', async () => {
    on('GET', '/api/config/frontend', () =>
      json(500, { status: 500, error: 'server', message: 'Wystąpił błąd serwera.', errorId: 'ABC123' }),
    );
    const error = await caught(apiRequest('/api/config/frontend'));
    expect(error).toMatchObject({ kind: 'server', status: 500, errorId: 'ABC123' });
  });

  it('5xx without a JSON body is a server error without an id', async () => {
    on('GET', '/api/x', () => new Response('Bad Gateway', { status: 502 }));
    const error = await caught(apiRequest('/api/x'));
    expect(error).toMatchObject({ kind: 'server', status: 502, errorId: undefined });
  });

  it("a network failure is 'connection error with the server'", async () => {
    on('GET', '/api/x', () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(apiRequest('/api/x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('connection error with the server');
  });

  it("400 is bad_request with the message 'Bad request error' and the body", async () => {
    const body = {
      status: 400,
      error: 'bad_request',
      message: 'Niepoprawne dane',
      details: [{ pointer: '/info', keyword: 'maxLength', message: 'Za długi tekst' }],
    };
    on('POST', '/api/report-error', () => json(400, body));
    setCookie('t');
    const error = await caught(apiRequest('/api/report-error', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'bad_request', message: 'Bad request error', status: 400, body });
  });

  it('404 is not_found', async () => {
    on('GET', '/api/issues/999', () =>
      json(404, { status: 404, error: 'not_found', message: 'Nie znaleziono' }),
    );
    expect((await caught(apiRequest('/api/issues/999'))).kind).toBe('not_found');
  });

  it('429 is too_many_requests with Retry-After, reported for the toast', async () => {
    on('GET', '/api/x', () =>
      json(429, { status: 429, error: 'too_many_requests', message: 'x' }, { 'Retry-After': '30' }),
    );
    const error = await caught(apiRequest('/api/x'));
    expect(error).toMatchObject({ kind: 'too_many_requests', retryAfterSeconds: 30 });
    expect(onTooManyRequests).toHaveBeenCalledWith(30);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('503 is a server error that will pass: marked unavailable, with Retry-After and the Polish message', async () => {
    const message = 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.';
    on('GET', '/api/issues', () =>
      json(503, { status: 503, error: 'service_unavailable', message }, { 'Retry-After': '5' }),
    );
    const error = await caught(apiRequest('/api/issues'));
    expect(error).toMatchObject({ kind: 'server', status: 503, unavailable: true, retryAfterSeconds: 5 });
    expect(error.errorId).toBeUndefined();
    expect(error.body?.message).toBe(message);
    // Never taken for an expired session: the customer stays signed in.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a 500 is not marked unavailable', async () => {
    on('GET', '/api/x', () => json(500, { status: 500, error: 'server', message: 'x', errorId: 'ABC' }));
    expect(await caught(apiRequest('/api/x'))).toMatchObject({
      kind: 'server',
      unavailable: false,
      errorId: 'ABC',
    });
  });

  it('401 outside the login path reports an expired session', async () => {
    on('GET', '/api/issues', () => json(401, { status: 401, error: 'unauthorized', message: 'x' }));
    const error = await caught(apiRequest('/api/issues', { query: { history: true } }));
    expect(error.kind).toBe('unauthorized');
    expect(onSessionExpired).toHaveBeenCalledWith('/api/issues');
  });

  it('401 on the login path (bad credentials) does not', async () => {
    setCookie('t');
    on('POST', '/api/account/login', () => json(401, { status: 401, error: 'unauthorized', message: 'x' }));
    const error = await caught(apiRequest('/api/account/login', { method: 'POST', body: {} }));
    expect(error.kind).toBe('unauthorized');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('401 on the second-factor call is an expired session (portal-spec §4: the 2FA wait expired)', async () => {
    setCookie('t');
    on('POST', '/api/account/login/mfa', () =>
      json(401, { status: 401, error: 'unauthorized', message: 'x' }),
    );
    await caught(apiRequest('/api/account/login/mfa', { method: 'POST', body: { code: '123456' } }));
    expect(onSessionExpired).toHaveBeenCalledWith('/api/account/login/mfa');
  });

  it('other statuses (409, 422) are "other" with the status and the server message', async () => {
    setCookie('t');
    on('POST', '/api/x', () => json(409, { status: 409, error: 'conflict', message: 'Konflikt' }));
    const error = await caught(apiRequest('/api/x', { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'other', status: 409, message: 'Konflikt' });
  });

  it('an aborted request gives an abort error', async () => {
    const controller = new AbortController();
    controller.abort();
    on('GET', '/api/issues/1/invoices', () => json(200, {}));
    const error = await caught(apiRequest('/api/issues/1/invoices', { signal: controller.signal }));
    expect(error.kind).toBe('abort');
  });

  it('an abort while the token is fetched gives an abort error too', async () => {
    const controller = new AbortController();
    on('POST', '/api/csrf', () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await caught(apiRequest('/api/thing', { method: 'POST', signal: controller.signal }));
    expect(error.kind).toBe('abort');
  });

  it('a browser without fetch is browser_not_supported', async () => {
    vi.stubGlobal('fetch', undefined);
    const error = await caught(apiRequest('/api/x'));
    expect(error.kind).toBe('browser_not_supported');
  });

  it('a 2xx with broken JSON is "other"', async () => {
    on(
      'GET',
      '/api/x',
      () => new Response('{oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect((await caught(apiRequest('/api/x'))).kind).toBe('other');
  });
});

describe('requests and responses', () => {
  it('sends JSON with its content type and parses a JSON answer', async () => {
    setCookie('t');
    on('POST', '/api/x', (call) => json(200, { echo: JSON.parse(String(call.body)) }));
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 'ą' } })).resolves.toEqual({
      echo: { a: 'ą' },
    });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    setCookie('t');
    on('POST', '/api/issues/documents/send', () => noContent());
    const form = new FormData();
    form.append('text', 'treść');
    await apiRequest('/api/issues/documents/send', { method: 'POST', body: form });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers).not.toHaveProperty('content-type');
  });

  it('sends the Idempotency-Key it is given, also on the retry after a refreshed token', async () => {
    setCookie('stale');
    on('POST', '/api/csrf', csrfIssuing('renewed'));
    let attempts = 0;
    on('POST', '/api/issues/documents/send', () =>
      ++attempts === 1
        ? json(403, {
            status: 403,
            error: 'forbidden',
            message: 'x',
            details: [{ pointer: '', keyword: 'csrf', message: 'x' }],
          })
        : noContent(),
    );
    const key = '6f1c1b0e-3c1a-4f39-9a38-1d7f6a3c2b10';
    await apiRequest('/api/issues/documents/send', {
      method: 'POST',
      body: new FormData(),
      idempotencyKey: key,
    });
    const sends = calls.filter((c) => c.url === '/api/issues/documents/send');
    expect(sends.map((c) => c.headers['idempotency-key'])).toEqual([key, key]);
  });

  it('sends no Idempotency-Key unless given one', async () => {
    setCookie('t');
    on('POST', '/api/x', () => noContent());
    await apiRequest('/api/x', { method: 'POST', body: {} });
    expect(calls[0]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('appends query parameters, skipping empty ones', async () => {
    on('GET', '/api/issues', () => json(200, []));
    await apiRequest('/api/issues', { query: { history: true, page: undefined, q: 'a b' } });
    expect(calls[0]?.url).toBe('/api/issues?history=true&q=a+b');
  });

  it('answers null for 204', async () => {
    on('GET', '/api/x', noContent);
    await expect(apiRequest('/api/x')).resolves.toBeNull();
  });
});

describe('callEndpoint', () => {
  it('calls GET /api/config/frontend by name', async () => {
    on('GET', '/api/config/frontend', () => json(200, { cacheMs: 900000 }));
    await expect(callEndpoint('frontendConfig')).resolves.toEqual({ cacheMs: 900000 });
    expect(calls[0]?.method).toBe('GET');
  });

  it('POSTs the typed body of /api/report-error with the token', async () => {
    on('POST', '/api/csrf', csrfIssuing('tok'));
    on('POST', '/api/report-error', () => noContent());
    await callEndpoint('reportError', { code: 'ABC123', info: 'opis' });
    expect(calls[1]).toMatchObject({
      url: '/api/report-error',
      method: 'POST',
      body: JSON.stringify({ code: 'ABC123', info: 'opis' }),
    });
    expect(calls[1]?.headers['x-xsrf-token']).toBe('tok');
  });
});

describe('revalidating what the portal holds', () => {
  it('sends the ETag of the data it holds and answers that same data back on 304', async () => {
    let answer = () => json(200, { invoices: [1] }, { ETag: 'W/"v1"' });
    on('GET', '/api/issues/invoices', () => answer());
    const first = await callEndpoint('invoices');
    expect(calls[0]?.headers).not.toHaveProperty('if-none-match');

    answer = () => new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } });
    const again = await callEndpoint('invoices', { held: first });
    expect(calls[1]?.headers['if-none-match']).toBe('W/"v1"');
    expect(again).toBe(first);

    answer = () => json(200, { invoices: [1, 2] }, { ETag: 'W/"v2"' });
    const changed = await callEndpoint('invoices', { held: first });
    expect(changed).toEqual({ invoices: [1, 2] });
    await callEndpoint('invoices', { held: changed });
    expect(calls[3]?.headers['if-none-match']).toBe('W/"v2"');
  });

  it('sends no If-None-Match for data it did not get with an ETag', async () => {
    on('GET', '/api/issues/invoices', () => json(200, { invoices: [] }));
    await callEndpoint('invoices', { held: { invoices: [] } });
    expect(calls[0]?.headers).not.toHaveProperty('if-none-match');
  });
});
