// portal-spec §4 single sign-on login and §8 its errors, against a mocked fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../stores/sessionStore.ts';
import { ssoLogin } from './ssoLogin.ts';

const requests: Array<{ url: string; body: unknown }> = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/api/csrf') {
        document.cookie = 'XSRF-TOKEN=t; Path=/';
        return new Response(null, { status: 204 });
      }
      requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return Response.json(body, { status });
    }),
  );
}

const failure = (errorDescription: string) => ({
  username: null,
  authorities: [],
  userTrusted: false,
  isMfa: false,
  errorDescription,
});

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  resetSessionStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('ssoLogin', () => {
  it('logs in with the user name pd_login and the token as password, storing user and trusted flag', async () => {
    answer(200, { username: 'jan@example.com', authorities: ['ROLE_USER'], userTrusted: true, isMfa: false });
    const running = ssoLogin('s3cr3t');
    expect(useSessionStore.getState().isPdLogging).toBe(true);
    await expect(running).resolves.toBe('signedIn');
    expect(requests).toEqual([
      { url: '/api/account/login', body: { username: 'pd_login', password: 's3cr3t' } },
    ]);
    expect(useSessionStore.getState()).toMatchObject({
      isPdLogging: false,
      isPdLoggingError: false,
      isAuthenticated: true,
      userName: 'jan@example.com',
      isTrusted: true,
    });
    expect(localStorage.getItem('user_name')).toBe('jan@example.com');
    expect(localStorage.getItem('is_trusted')).toBe('true');
  });

  it('leaves a customer with two-factor authentication waiting for the code (ROLE_MFA)', async () => {
    answer(200, { username: 'anna@example.com', authorities: ['ROLE_MFA'], userTrusted: false, isMfa: true });
    await expect(ssoLogin('s3cr3t')).resolves.toBe('secondFactor');
    expect(useSessionStore.getState()).toMatchObject({
      role: 'ROLE_MFA',
      isAuthenticated: false,
      isPdLogging: false,
    });
    expect(localStorage.getItem('user_name')).toBeNull();
  });

  it('shows the sign-on error page with the description when the token is refused', async () => {
    answer(400, failure('Single sign-on token is invalid or expired'));
    await expect(ssoLogin('old')).resolves.toBe('refused');
    expect(useSessionStore.getState()).toMatchObject({
      isPdLogging: false,
      isPdLoggingError: true,
      pdLoggingErrorDescription: 'Single sign-on token is invalid or expired',
      isAuthenticated: false,
    });
  });

  it('shows the locked-account screen for a locked account', async () => {
    answer(400, failure('User account is locked'));
    await expect(ssoLogin('t')).resolves.toBe('locked');
    expect(useSessionStore.getState()).toMatchObject({ accountLocked: true, isPdLoggingError: false });
  });

  it('resets the sign-on state on any other failure', async () => {
    answer(500, { status: 500, error: 'server', message: 'x', errorId: 'ABC' });
    await expect(ssoLogin('t')).resolves.toBe('failed');
    expect(useSessionStore.getState()).toMatchObject({ isPdLogging: false, isPdLoggingError: false });
  });
});
