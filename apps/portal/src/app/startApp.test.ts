import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { loginFailure, mockAccountApi, type AccountApiMock } from '../features/auth/test/mockAccountApi.ts';
import { testConfig } from '../test/fakeApi.ts';
import { startApp, type StartedApp } from './startApp.ts';

let api: AccountApiMock | null = null;
let app: StartedApp | null = null;

afterEach(() => {
  app?.stop();
  app = null;
  api?.restore();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  resetSessionStore();
});

describe('startApp', () => {
  it('takes the single sign-on token out of the address before the router sees it, and signs on with it', async () => {
    api = mockAccountApi({
      'GET /api/config/frontend': { status: 200, body: testConfig },
      'POST /api/account/login': loginFailure('Single sign-on token is invalid or expired'),
    });
    window.history.replaceState(null, '', '/?pd_token=s3cr3t&x=1');
    app = startApp();
    const { router } = app;
    expect(window.location.search).toBe('?x=1');
    expect(router.history.location.search).toBe('?x=1');
    expect(useSessionStore.getState().isPdLogging).toBe(true);
    await vi.waitFor(() => expect(useSessionStore.getState().isPdLoggingError).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/account/login')?.body).toEqual({
      username: 'pd_login',
      password: 's3cr3t',
    });
    // The session check waits for the sign-on, which decides the session.
    expect(api.requests()).not.toContain('GET /api/account/session');
  });

  it('without a token, asks the server whether the stored session still exists', async () => {
    api = mockAccountApi({
      'GET /api/config/frontend': { status: 200, body: testConfig },
      'GET /api/account/session': {
        status: 200,
        body: { username: null, authorities: [], userTrusted: false },
      },
    });
    localStorage.setItem('user_name', 'jan@example.com');
    useSessionStore.setState({ userName: 'jan@example.com', isAuthenticated: true, role: 'ROLE_USER' });
    window.history.replaceState(null, '', '/');
    app = startApp();
    expect(useSessionStore.getState()).toMatchObject({ isPdLogging: false, isPdLoggingError: false });
    await vi.waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(false));
    expect(api.requests()).toContain('GET /api/account/session');
    expect(localStorage.getItem('user_name')).toBeNull();
  });

  it("forgets the signed-in customer's cached answers when the session changes", async () => {
    api = mockAccountApi({
      'GET /api/config/frontend': { status: 200, body: testConfig },
      'GET /api/account/session': {
        status: 200,
        body: { username: 'a@example.com', authorities: ['ROLE_USER'], userTrusted: true },
      },
    });
    useSessionStore.getState().signIn({ userName: 'a@example.com', isTrusted: true });
    window.history.replaceState(null, '', '/');
    app = startApp();
    const { queryClient } = app;
    queryClient.setQueryData(['issues', 'list', 'open'], { issues: [], notifications: 2 });
    useSessionStore.getState().logout();
    expect(queryClient.getQueryData(['issues', 'list', 'open'])).toBeUndefined();
    queryClient.setQueryData(['issues', 'list', 'open'], { issues: [], notifications: 2 });
    useSessionStore.getState().signIn({ userName: 'b@example.com', isTrusted: true });
    expect(queryClient.getQueryData(['issues', 'list', 'open'])).toBeUndefined();
  });
});
