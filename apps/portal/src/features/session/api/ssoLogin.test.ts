import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../stores/sessionStore.ts';
import { ssoLogin } from './ssoLogin.ts';

beforeEach(() => resetSessionStore());

describe('ssoLogin (extension point until the login endpoint exists)', () => {
  it('shows the sign-on loader at once and ends in the sign-on error, never a fake success', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const running = ssoLogin('token');
    expect(useSessionStore.getState().isPdLogging).toBe(true);
    await running;
    expect(useSessionStore.getState()).toMatchObject({
      isPdLogging: false,
      isPdLoggingError: true,
      isAuthenticated: false,
      userName: null,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
