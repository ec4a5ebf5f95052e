import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildJsErrorReport, jsErrorCodeFor, reportJsError } from './reportJsError.ts';

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) === '/api/csrf') document.cookie = 'XSRF-TOKEN=tok; Path=/';
  return new Response(null, { status: 204 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
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
    expect(buildJsErrorReport(error, 'JS.A1', null).stack).toHaveLength(20000);
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
