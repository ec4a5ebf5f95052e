// portal-spec §4 Logout with the server, and the start-up check of the stored session (docs/decisions.md:
// GET /api/account/session restores who is signed in after a reload).
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { mockAccountApi, ok, type AccountApiMock } from '../features/auth/test/mockAccountApi.ts';
import { confirmServerSession, logout } from './sessionActions.ts';

let api: AccountApiMock | null = null;
const toastText = () => {
  const { message, toastVisible } = useNotificationStore.getState();
  return toastVisible && message ? i18n._(message) : null;
};
const session = (username: string | null, authorities: string[]) => ({
  status: 200,
  body: { username, authorities, userTrusted: authorities.includes('ROLE_USER') },
});

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
  useNotificationStore.setState(initialNotificationState);
});
afterEach(() => api?.restore());

describe('logout', () => {
  it('ends the server session, clears the stored one, and says so once login is shown', async () => {
    api = mockAccountApi({ 'POST /api/account/logout': ok });
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    localStorage.setItem('login_recaptcha_required', 'true');
    const goToLogin = vi.fn(async () => {
      // The toast comes after the navigation (toasts close on route change).
      expect(toastText()).toBeNull();
      expect(useSessionStore.getState().isAuthenticated).toBe(false);
    });
    await logout(goToLogin);
    expect(api.requests()).toEqual(['POST /api/account/logout']);
    expect(goToLogin).toHaveBeenCalledOnce();
    for (const key of ['user_name', 'is_trusted', 'login_recaptcha_required'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(toastText()).toBe('Wylogowano pomyślnie.');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    api = mockAccountApi({
      'POST /api/account/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    await logout(() => undefined);
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(toastText()).toBe('Wylogowano pomyślnie.');
  });
});

describe('confirmServerSession', () => {
  it('keeps a stored user whose server session is alive', async () => {
    api = mockAccountApi({ 'GET /api/account/session': session('jan@example.com', ['ROLE_USER']) });
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    await expect(confirmServerSession()).resolves.toBe(false);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    expect(toastText()).toBeNull();
  });

  it("ends a stored session the server no longer has, with 'Sesja wygasła'", async () => {
    api = mockAccountApi({ 'GET /api/account/session': session(null, []) });
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    await expect(confirmServerSession()).resolves.toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, sessionExpired: true });
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(toastText()).toBe('Sesja wygasła');
  });

  it('restores a server session the browser forgot', async () => {
    api = mockAccountApi({ 'GET /api/account/session': session('anna@example.com', ['ROLE_USER']) });
    await expect(confirmServerSession()).resolves.toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, userName: 'anna@example.com' });
  });

  it('brings back a pending second factor (the modal asks for the code)', async () => {
    api = mockAccountApi({ 'GET /api/account/session': session('anna@example.com', ['ROLE_MFA']) });
    await expect(confirmServerSession()).resolves.toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      role: 'ROLE_MFA',
      isAuthenticated: false,
      userName: null,
    });
  });

  it('stays quiet for a visitor without a session', async () => {
    api = mockAccountApi({ 'GET /api/account/session': session(null, []) });
    await expect(confirmServerSession()).resolves.toBe(false);
    expect(toastText()).toBeNull();
  });

  it('keeps the stored user when the server cannot be asked', async () => {
    api = mockAccountApi({
      'GET /api/account/session': { status: 503, body: { status: 503, message: 'x' } },
    });
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    await expect(confirmServerSession()).resolves.toBe(false);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });

  it('ignores the answer when the user logged in meanwhile', async () => {
    let answer!: () => void;
    api = mockAccountApi({
      'GET /api/account/session': () =>
        new Promise((resolve) => {
          answer = () => resolve(session(null, []));
        }),
    });
    const checking = confirmServerSession();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    answer();
    await expect(checking).resolves.toBe(false);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
  });
});
