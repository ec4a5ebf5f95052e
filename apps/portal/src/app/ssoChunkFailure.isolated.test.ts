// A single sign-on visit whose login chunk cannot load (offline, a deploy removed it) ends as a failed
// sign-on: the loader goes, the visitor is told and lands on the portal, nothing hangs.
import { afterEach, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { mockAccountApi, type AccountApiMock } from '../features/auth/test/mockAccountApi.ts';
import { testConfig } from '../test/fakeApi.ts';
import { startApp, type StartedApp } from './startApp.ts';

vi.mock('../shared/session/api/ssoLogin.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let api: AccountApiMock | null = null;
let app: StartedApp | null = null;

afterEach(() => {
  app?.stop();
  useNotificationStore.setState(initialNotificationState);
  api?.restore();
  window.history.replaceState(null, '', '/');
  resetSessionStore();
});

it('ends a sign-on whose login chunk cannot load as a failed one, and says so', async () => {
  api = mockAccountApi({ 'GET /api/config/frontend': { status: 200, body: testConfig } });
  window.history.replaceState(null, '', '/?pd_token=s3cr3t');
  app = startApp();
  expect(useSessionStore.getState().isPdLogging).toBe(true);
  await vi.waitFor(() => expect(useSessionStore.getState().isPdLogging).toBe(false));
  expect(useSessionStore.getState()).toMatchObject({ isPdLoggingError: false, isAuthenticated: false });
  expect(useNotificationStore.getState()).toMatchObject({ toastVisible: true, toastType: 'ERROR' });
  expect(api.requests()).not.toContain('POST /api/account/login');
});
