import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIssueListSearchStore } from '../features/cases/stores/issueFiltersStore.ts';
import { readLetterDraft, saveLetterDraft } from '../features/cases/stores/letterDraft.ts';
import { initialPaymentState, usePaymentStore } from '../features/invoices/stores/paymentStore.ts';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { guardPrivateData, type PrivateDataGuard } from './privateData.ts';

let queryClient: QueryClient;
let guard: PrivateDataGuard;
let routerCacheCleared: number;

const customerA = { issues: ['sprawa A'], notifications: 3 };

/** What customer A's browsing leaves behind: answers, the badge, filters and a payment. */
function browseAsA() {
  queryClient.setQueryDefaults(['config', 'frontend'], { meta: { public: true } });
  queryClient.setQueryData(['config', 'frontend'], { cacheMs: 900_000 });
  queryClient.setQueryData(['issues', 'list', 'open'], customerA);
  queryClient.setQueryData(['issues', 'details', 7], { id: 7, client: 'Klient A' });
  queryClient.setQueryData(['invoices', 'list'], { accountNumber: 'A' });
  queryClient.setQueryData(['account', 'mfa', 'status'], { enabled: true });
  useNotificationStore.getState().setIssuesNotification(customerA.notifications);
  useIssueListSearchStore.getState().remember('open', { page: 2, adres: 'Lipowa' });
  usePaymentStore.getState().startPayment('single', ['FV/1']);
}

const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

function expectNothingOfA() {
  expect(cachedKeys()).toEqual([JSON.stringify(['config', 'frontend'])]);
  expect(useNotificationStore.getState().issuesNotification).toBe(0);
  expect(useIssueListSearchStore.getState().lastSearch.open).toEqual({});
  expect(usePaymentStore.getState()).toMatchObject(initialPaymentState);
}

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
  useNotificationStore.setState(initialNotificationState);
  queryClient = new QueryClient();
  routerCacheCleared = 0;
  guard = guardPrivateData(queryClient, () => (routerCacheCleared += 1));
  useSessionStore.getState().signIn({ userName: 'a@example.com', isTrusted: true });
  browseAsA();
});

afterEach(() => {
  guard.stop();
  queryClient.clear();
});

describe('private answers do not outlive the session', () => {
  it('are forgotten on logout; the public frontend config stays', () => {
    useSessionStore.getState().logout();
    expectNothingOfA();
    expect(routerCacheCleared).toBeGreaterThan(0);
  });

  it('are forgotten on a session expiry (401)', () => {
    useSessionStore.getState().expireSession();
    expectNothingOfA();
  });

  it('are forgotten on the next login, even if they came back meanwhile', () => {
    useSessionStore.getState().logout();
    browseAsA();
    useSessionStore.getState().signIn({ userName: 'b@example.com', isTrusted: true });
    expectNothingOfA();
  });

  it('are forgotten when a second factor starts or completes', () => {
    useSessionStore.getState().logout();
    browseAsA();
    useSessionStore.getState().requireSecondFactor();
    expectNothingOfA();
    browseAsA();
    useSessionStore.getState().signIn({ userName: 'b@example.com', isTrusted: true });
    expectNothingOfA();
  });

  it('a letter being written waits through an expiry for its author, never for another account', async () => {
    // The drafts' code is loaded by the guard: what it does follows once that import is in.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    saveLetterDraft('a@example.com', 7, { text: 'Pismo A', files: [], open: true });
    useSessionStore.getState().expireSession();
    useSessionStore.getState().signIn({ userName: 'a@example.com', isTrusted: true });
    await settled();
    expect(readLetterDraft('a@example.com', 7)?.text).toBe('Pismo A');
    useSessionStore.getState().expireSession();
    useSessionStore.getState().signIn({ userName: 'b@example.com', isTrusted: true });
    useSessionStore.getState().expireSession();
    useSessionStore.getState().signIn({ userName: 'a@example.com', isTrusted: true });
    await vi.waitFor(() => expect(readLetterDraft('a@example.com', 7)).toBeNull());
  });

  it('stay while the session is the same (other session state changes)', () => {
    useSessionStore.getState().setFetching(true);
    useSessionStore.getState().setRecaptchaRequired(true);
    expect(cachedKeys()).toContain(JSON.stringify(['issues', 'list', 'open']));
    expect(useNotificationStore.getState().issuesNotification).toBe(3);
  });

  it('a list a screen still shows stays until that screen goes, then is removed, never refetched', async () => {
    const queryFn = vi.fn(async () => customerA);
    const screen = new QueryObserver(queryClient, {
      queryKey: ['issues', 'list', 'open'],
      queryFn,
      staleTime: 30_000,
    });
    const unsubscribe = screen.subscribe(() => {});
    useSessionStore.getState().logout();
    expect(cachedKeys()).toContain(JSON.stringify(['issues', 'list', 'open']));
    expect(useNotificationStore.getState().issuesNotification).toBe(0);
    unsubscribe();
    expect(cachedKeys()).not.toContain(JSON.stringify(['issues', 'list', 'open']));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('an answer still on its way is cancelled and never lands in the cache', async () => {
    let answer: (value: unknown) => void = () => {};
    const late = queryClient.fetchQuery({
      queryKey: ['issues', 'list', 'history'],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    useSessionStore.getState().logout();
    answer({ issues: ['sprawa A (historia)'], notifications: 3 });
    await expect(late).rejects.toThrow();
    expect(queryClient.getQueryData(['issues', 'list', 'history'])).toBeUndefined();
  });
});
