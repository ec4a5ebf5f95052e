import { beforeEach, describe, expect, it } from 'vitest';
import { initialSessionState, resetSessionStore, useSessionStore } from './sessionStore.ts';

const state = () => useSessionStore.getState();

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

describe('session store (portal-spec §3, §4)', () => {
  it('starts signed out with an empty storage', () => {
    expect(state()).toMatchObject({
      userName: null,
      isAuthenticated: false,
      role: null,
      isFetching: false,
      accountLocked: false,
      recaptchaRequired: false,
      retryWithRecaptcha: false,
      isPdLogging: false,
      isPdLoggingError: false,
    });
  });

  it('restores a signed-in user from user_name, is_trusted and login_recaptcha_required', () => {
    localStorage.setItem('user_name', 'jan@example.com');
    localStorage.setItem('is_trusted', 'true');
    localStorage.setItem('login_recaptcha_required', 'true');
    expect(initialSessionState()).toMatchObject({
      userName: 'jan@example.com',
      isAuthenticated: true,
      role: 'ROLE_USER',
      isTrusted: true,
      recaptchaRequired: true,
    });
  });

  it("reads is_trusted as a string boolean: only 'true' is true", () => {
    localStorage.setItem('is_trusted', 'false');
    expect(initialSessionState().isTrusted).toBe(false);
    localStorage.setItem('is_trusted', 'yes');
    expect(initialSessionState().isTrusted).toBe(false);
  });

  it('signIn stores the user name and trusted flag and clears the recaptcha flag', () => {
    state().setRecaptchaRequired(true);
    state().signIn({ userName: 'anna@example.com', isTrusted: false });
    expect(localStorage.getItem('user_name')).toBe('anna@example.com');
    expect(localStorage.getItem('is_trusted')).toBe('false');
    expect(localStorage.getItem('login_recaptcha_required')).toBeNull();
    expect(state()).toMatchObject({ isAuthenticated: true, role: 'ROLE_USER', recaptchaRequired: false });
  });

  it('requireSecondFactor sets ROLE_MFA without authenticating', () => {
    state().requireSecondFactor();
    expect(state()).toMatchObject({ role: 'ROLE_MFA', isAuthenticated: false });
  });

  it('setRecaptchaRequired persists the flag until cleared', () => {
    state().setRecaptchaRequired(true);
    expect(localStorage.getItem('login_recaptcha_required')).toBe('true');
    state().setRecaptchaRequired(false);
    expect(localStorage.getItem('login_recaptcha_required')).toBeNull();
  });

  it('logout clears the three storage keys and resets the session', () => {
    state().signIn({ userName: 'anna@example.com', isTrusted: true });
    localStorage.setItem('login_recaptcha_required', 'true');
    state().logout();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(localStorage.getItem('is_trusted')).toBeNull();
    expect(localStorage.getItem('login_recaptcha_required')).toBeNull();
    expect(state()).toMatchObject({
      userName: null,
      isAuthenticated: false,
      role: null,
      sessionExpired: false,
    });
  });

  it('expireSession logs out locally and marks the session expired', () => {
    state().signIn({ userName: 'anna@example.com', isTrusted: true });
    state().expireSession();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(state()).toMatchObject({ isAuthenticated: false, sessionExpired: true });
  });

  it('tracks the single sign-on states', () => {
    state().startPdLogging();
    expect(state()).toMatchObject({ isPdLogging: true, isPdLoggingError: false });
    state().failPdLogging();
    expect(state()).toMatchObject({ isPdLogging: false, isPdLoggingError: true });
    state().resetPdLogging();
    expect(state()).toMatchObject({ isPdLogging: false, isPdLoggingError: false });
  });
});
