import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { readLetterDraft, saveLetterDraft } from '../features/cases/stores/letterDraft.ts';
import { handleSessionExpired, handleTooManyRequests, logout, signOutLocally } from './sessionActions.ts';

const toast = () => {
  const { toastVisible, toastType, message, autoHide } = useNotificationStore.getState();
  return { toastVisible, toastType, autoHide, text: message ? i18n._(message) : null };
};

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
  useNotificationStore.setState(initialNotificationState);
});

describe('session actions', () => {
  it("handleSessionExpired logs out, flags the session expired and shows 'Sesja wygasła' until closed", async () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    await handleSessionExpired();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, sessionExpired: true });
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(toast()).toEqual({
      toastVisible: true,
      toastType: 'INFO',
      autoHide: false,
      text: 'Sesja wygasła',
    });
  });

  it('uses the two-factor variant while the second factor is pending (ROLE_MFA)', async () => {
    useSessionStore.getState().requireSecondFactor();
    await handleSessionExpired();
    expect(toast().text).toBe('Sesja weryfikacji dwuetapowej wygasła. Zaloguj się ponownie.');
  });

  it('stays silent for a visitor who was never signed in', async () => {
    await handleSessionExpired();
    expect(toast().toastVisible).toBe(false);
  });

  it('shows the toast only once the login page is shown: the redirect would close an earlier one', async () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    let loginShown: () => void = () => undefined;
    const expiring = handleSessionExpired(() => new Promise<void>((resolve) => (loginShown = resolve)));
    await Promise.resolve();
    expect(useSessionStore.getState().sessionExpired).toBe(true);
    expect(toast().toastVisible).toBe(false);
    loginShown();
    await expiring;
    expect(toast()).toMatchObject({ toastVisible: true, text: 'Sesja wygasła' });
  });

  it('signOutLocally clears the session and says so, unless silent', () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    signOutLocally();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(toast()).toMatchObject({ toastType: 'SUCCESS', text: 'Wylogowano pomyślnie.' });
    useNotificationStore.setState(initialNotificationState);
    signOutLocally({ silent: true });
    expect(toast().toastVisible).toBe(false);
  });

  it('a letter being written waits through an expiry but goes with a logout', async () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    saveLetterDraft('jan@example.com', 7, { text: 'Pismo', files: [], open: true });
    await handleSessionExpired();
    expect(readLetterDraft('jan@example.com', 7)?.text).toBe('Pismo');
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: true })),
    );
    try {
      await logout(() => undefined);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(readLetterDraft('jan@example.com', 7)).toBeNull();
  });

  it("handleTooManyRequests shows 'Zbyt wiele prób, spróbuj później'", () => {
    handleTooManyRequests();
    expect(toast()).toMatchObject({ toastType: 'ERROR', text: 'Zbyt wiele prób, spróbuj później' });
  });
});
