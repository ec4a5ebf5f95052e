import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JS_ERROR_LIMITS } from '@portal/api-contract/plain';
import {
  buildJsErrorReport,
  jsErrorCodeFor,
  jsErrorReportingPausedUntil,
  LIMITS,
  MAX_REPORTS_PER_PAGE,
  reportJsError,
  resetJsErrorReporting,
} from './reportJsError.ts';

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) === '/api/csrf') document.cookie = 'XSRF-TOKEN=tok; Path=/';
  return new Response(null, { status: 204 });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetJsErrorReporting();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
});

describe('buildJsErrorReport', () => {
  it('carries the code, page path (without the query), width, user name, agent and stack', () => {
    window.history.replaceState(null, '', '/konto/aktywuj?email=a@b.pl&token=secret');
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    const report = buildJsErrorReport(error, 'JS.ABCDEF1', 'jan@example.com');
    expect(report).toEqual({
      code: 'JS.ABCDEF1',
      message: "TypeError: Cannot read properties of undefined (reading 'x')",
      path: '/konto/aktywuj',
      width: window.innerWidth,
      userName: 'jan@example.com',
      userAgent: navigator.userAgent,
      stack: error.stack,
    });
    window.history.replaceState(null, '', '/');
  });

  it('cuts an overlong stack to the server limit and accepts a thrown non-error', () => {
    const error = new Error('x');
    error.stack = 'a'.repeat(30000);
    expect(buildJsErrorReport(error, 'JS.A1', null).stack).toHaveLength(JS_ERROR_LIMITS.stack);
    expect(buildJsErrorReport('boom', 'JS.A1', null)).toMatchObject({
      message: 'boom',
      stack: '',
      userName: null,
    });
  });
});

describe('reportJsError', () => {
  it('posts the report to /api/js-error once per error and returns a stable code', async () => {
    const error = new Error('render failed');
    const code = reportJsError(error, null);
    expect(reportJsError(error, null)).toBe(code);
    expect(jsErrorCodeFor(error)).toBe(code);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/js-error')).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/js-error') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toMatchObject({ code, message: 'Error: render failed' });
  });

  it('never throws when reporting fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => reportJsError(new Error('x'), null)).not.toThrow();
  });
});

describe('reporting without flooding', () => {
  const posted = () => fetchMock.mock.calls.filter(([url]) => url === '/api/js-error').length;
  const thrown = (message: string, frame = 'at render (app.js:1:2)') => {
    const error = new Error(message);
    error.stack = `Error: ${message}\n    ${frame}`;
    return error;
  };

  it('cuts to the limits of the contract', () => {
    expect(LIMITS).toEqual(JS_ERROR_LIMITS);
  });

  it('reports one message and first stack line once, however many error objects carry it', async () => {
    for (let i = 0; i < 3; i += 1) reportJsError(thrown('render loop'), null);
    await vi.waitFor(() => expect(posted()).toBe(1));
    reportJsError(thrown('render loop', 'at other (app.js:9:9)'), null);
    await vi.waitFor(() => expect(posted()).toBe(2));
  });

  it(`reports at most ${MAX_REPORTS_PER_PAGE} errors a page load`, async () => {
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 4; i += 1) reportJsError(thrown(`failure ${i}`), null);
    await vi.waitFor(() => expect(posted()).toBe(MAX_REPORTS_PER_PAGE));
  });

  it('sends nothing more, and retries nothing, while a refusal lasts', async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ status: 429, error: 'too_many_requests', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '60' },
        }),
    );
    document.cookie = 'XSRF-TOKEN=tok; Path=/';
    reportJsError(thrown('first'), null);
    await vi.waitFor(() => expect(jsErrorReportingPausedUntil()).toBeGreaterThan(Date.now() + 55_000));
    reportJsError(thrown('second'), null);
    reportJsError(thrown('third'), null);
    // A minute later (the server's Retry-After) the next error is reported, and only that one.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      reportJsError(thrown('fourth'), null);
      await vi.waitFor(() => expect(posted()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
    const messages = (fetchMock.mock.calls as unknown as [string, RequestInit][])
      .filter(([url]) => url === '/api/js-error')
      .map(([, init]) => JSON.parse(String(init.body)).message);
    expect(messages).toEqual(['Error: first', 'Error: fourth']);
  });
});
