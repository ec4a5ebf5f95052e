// Performance, "Signed-in screens": the case list shows its heading and the list's shape at once, with its
// data request already sent (started by the route, not after the screen's code), and the list as soon as
// the API answers.
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listResponse } from '../features/cases/test/fixtures.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { createQueryClient } from '../lib/api/queryClient.ts';
import { testConfig } from '../test/fakeApi.ts';
import { App } from './App.tsx';
import { createAppRouter } from './router.ts';

let answerIssues: (response: Response) => void = () => undefined;
let requests: string[] = [];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'cookies=accepted; Path=/';
  resetSessionStore();
  useSessionStore.getState().signIn({ userName: 'jan.kowalski@example.com', isTrusted: false });
  requests = [];
  const issues = new Promise<Response>((resolve) => {
    answerIssues = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (url === '/api/config/frontend') return Response.json(testConfig);
      if (url.startsWith('/api/issues')) return (await issues).clone();
      return Response.json(
        { status: 404, error: 'not_found', message: 'Nie znaleziono zasobu.' },
        { status: 404 },
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cookies=; Max-Age=0; Path=/';
});

describe('the case list while its data loads', () => {
  it('shows the heading and the list’s shape at once, then the cases when the API answers', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/lista-spraw'] }),
    });
    render(<App router={router} queryClient={queryClient} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeInTheDocument();
    expect(screen.getByText('Ładujemy sprawy…')).toBeInTheDocument();
    expect(requests).toContain('/api/issues');

    await act(async () => answerIssues(Response.json(listResponse(3))));
    expect(await screen.findByText(/1–3 z 3 wyników/)).toBeInTheDocument();
    expect(screen.queryByText('Ładujemy sprawy…')).toBeNull();
  });
});
