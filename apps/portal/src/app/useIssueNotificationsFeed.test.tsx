// portal-spec §2 Header: the badge count comes from GET /api/issues while signed in; signing out resets it
// and the case-list filters.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIssueListSearchStore } from '../features/cases/stores/issueFiltersStore.ts';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { useIssueNotificationsFeed } from './useIssueNotificationsFeed.ts';

function Feed({ signedIn }: { signedIn: boolean }) {
  useIssueNotificationsFeed(signedIn);
  return null;
}

let client: QueryClient;
const fetch = vi.fn(async () =>
  Response.json({ issues: [], notifications: 3, statusesByType: { _all: [] } }),
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useNotificationStore.setState(initialNotificationState);
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

const renderFeed = (signedIn: boolean) =>
  render(
    <QueryClientProvider client={client}>
      <Feed signedIn={signedIn} />
    </QueryClientProvider>,
  );

describe('useIssueNotificationsFeed', () => {
  it('fetches the open cases while signed in and shows their notification count', async () => {
    renderFeed(true);
    await waitFor(() => expect(useNotificationStore.getState().issuesNotification).toBe(3));
    expect(fetch).toHaveBeenCalledWith('/api/issues', expect.anything());
  });

  it('follows later answers of either case list (e.g. the history list a screen loads)', async () => {
    renderFeed(true);
    await waitFor(() => expect(useNotificationStore.getState().issuesNotification).toBe(3));
    client.setQueryData(['issues', 'list', 'history'], { issues: [], notifications: 1, statusesByType: {} });
    await waitFor(() => expect(useNotificationStore.getState().issuesNotification).toBe(1));
  });

  it('asks nothing when signed out, and resets the count and the filters', () => {
    useNotificationStore.getState().setIssuesNotification(5);
    useIssueListSearchStore.getState().remember('open', { page: 2, adres: 'Lipowa' });
    renderFeed(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(useNotificationStore.getState().issuesNotification).toBe(0);
    expect(useIssueListSearchStore.getState().lastSearch.open).toEqual({});
  });

  it('resets when the session ends', async () => {
    const view = renderFeed(true);
    await waitFor(() => expect(useNotificationStore.getState().issuesNotification).toBe(3));
    view.rerender(
      <QueryClientProvider client={client}>
        <Feed signedIn={false} />
      </QueryClientProvider>,
    );
    expect(useNotificationStore.getState().issuesNotification).toBe(0);
  });
});
