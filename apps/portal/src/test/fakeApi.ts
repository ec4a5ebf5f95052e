// A fetch stand-in for tests of the whole app: answers the few /api calls the shell makes.
import { vi } from 'vitest';
import { testConfig } from './testConfig.ts';

export { testConfig };

export type ConfigAnswer = 'ok' | 'server-error' | 'network-error';

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  calls: () => string[];
}

export function installFakeApi(config: ConfigAnswer = 'ok'): FakeApi {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (url === '/api/config/frontend') {
      if (config === 'network-error') throw new TypeError('Failed to fetch');
      if (config === 'server-error') {
        return Response.json(
          { status: 500, error: 'server', message: 'Wystąpił błąd serwera.', errorId: 'ABC123' },
          { status: 500 },
        );
      }
      return Response.json(testConfig);
    }
    if (url === '/api/csrf' && method === 'POST') {
      document.cookie = 'XSRF-TOKEN=test-token; Path=/';
      return new Response(null, { status: 204 });
    }
    if ((url === '/api/js-error' || url === '/api/report-error') && method === 'POST') {
      return new Response(null, { status: 204 });
    }
    return Response.json(
      { status: 404, error: 'not_found', message: 'Nie znaleziono zasobu.' },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: () =>
      fetch.mock.calls.map(
        ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input)}`,
      ),
  };
}
