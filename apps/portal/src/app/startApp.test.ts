import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../features/session/stores/sessionStore.ts';
import { installFakeApi } from '../test/fakeApi.ts';
import { startApp } from './startApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  resetSessionStore();
});

describe('startApp', () => {
  it('takes the single sign-on token out of the address before the router sees it, and starts the sign-on', async () => {
    installFakeApi();
    window.history.replaceState(null, '', '/?pd_token=s3cr3t&x=1');
    const { router } = startApp();
    expect(window.location.search).toBe('?x=1');
    expect(router.history.location.search).toBe('?x=1');
    expect(useSessionStore.getState().isPdLogging || useSessionStore.getState().isPdLoggingError).toBe(true);
    await vi.waitFor(() => expect(useSessionStore.getState().isPdLoggingError).toBe(true));
  });

  it('starts without a sign-on when the address carries no token', () => {
    installFakeApi();
    window.history.replaceState(null, '', '/');
    startApp();
    expect(useSessionStore.getState()).toMatchObject({ isPdLogging: false, isPdLoggingError: false });
  });
});
