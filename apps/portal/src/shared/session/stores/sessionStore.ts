// portal-spec §3 Auth session and §4 Login transitions. The session cookie is HttpOnly, so the portal
// knows it is signed in from the user name it stored at login (user_name); the first 401 outside the
// login path proves otherwise and ends the session locally (§8).
import { create } from 'zustand';
import { readStored, readStoredFlag, removeStored, STORAGE_KEYS, writeStored } from './sessionStorageKeys.ts';

/** ROLE_USER: signed in. ROLE_MFA: password accepted, second factor pending (portal-spec §6). */
export type SessionRole = 'ROLE_USER' | 'ROLE_MFA';

export interface SessionState {
  userName: string | null;
  isAuthenticated: boolean;
  role: SessionRole | null;
  isTrusted: boolean;
  /** A login request is in flight. */
  isFetching: boolean;
  /** portal-spec §2: while set, the locked-account screen replaces everything; cleared on navigation. */
  accountLocked: boolean;
  /** portal-spec §4: persists until a successful login. */
  recaptchaRequired: boolean;
  retryWithRecaptcha: boolean;
  /** portal-spec §2: a single sign-on login (pd_token) is running... */
  isPdLogging: boolean;
  /** ...or has failed: the sign-on error screen replaces everything. */
  isPdLoggingError: boolean;
  /** The login error description of the failed single sign-on (portal-spec §2: the error page shows it). */
  pdLoggingErrorDescription: string | null;
  /** portal-spec §8: the last session ended because the server answered 401. */
  sessionExpired: boolean;
}

export interface SessionActions {
  setFetching: (isFetching: boolean) => void;
  /** portal-spec §4: login succeeded with ROLE_USER; the user name and trusted flag are stored. */
  signIn: (session: { userName: string; isTrusted: boolean }) => void;
  /** portal-spec §4: authorities lacked ROLE_USER; a second factor is needed. */
  requireSecondFactor: () => void;
  setAccountLocked: (accountLocked: boolean) => void;
  setRecaptchaRequired: (required: boolean) => void;
  setRetryWithRecaptcha: (retry: boolean) => void;
  startPdLogging: () => void;
  failPdLogging: (errorDescription?: string | null) => void;
  resetPdLogging: () => void;
  /** portal-spec §8: a 401 outside login; the user is logged out locally. */
  expireSession: () => void;
  /** portal-spec §4 Logout: clears the stored user name, trusted and recaptcha flags, resets the session. */
  logout: () => void;
}

export type SessionStore = SessionState & SessionActions;

const signedOut: Omit<SessionState, 'recaptchaRequired'> = {
  userName: null,
  isAuthenticated: false,
  role: null,
  isTrusted: false,
  isFetching: false,
  accountLocked: false,
  retryWithRecaptcha: false,
  isPdLogging: false,
  isPdLoggingError: false,
  pdLoggingErrorDescription: null,
  sessionExpired: false,
};

/** The state a page load starts from, read from localStorage. */
export function initialSessionState(): SessionState {
  const userName = readStored(STORAGE_KEYS.userName);
  return {
    ...signedOut,
    userName,
    isAuthenticated: userName !== null,
    role: userName !== null ? 'ROLE_USER' : null,
    isTrusted: readStoredFlag(STORAGE_KEYS.isTrusted),
    recaptchaRequired: readStoredFlag(STORAGE_KEYS.recaptchaRequired),
  };
}

function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.userName);
  removeStored(STORAGE_KEYS.isTrusted);
  removeStored(STORAGE_KEYS.recaptchaRequired);
}

export const useSessionStore = create<SessionStore>()((set) => ({
  ...initialSessionState(),

  setFetching: (isFetching) => set({ isFetching }),

  signIn: ({ userName, isTrusted }) => {
    writeStored(STORAGE_KEYS.userName, userName);
    writeStored(STORAGE_KEYS.isTrusted, isTrusted);
    removeStored(STORAGE_KEYS.recaptchaRequired);
    set({
      ...signedOut,
      userName,
      isAuthenticated: true,
      role: 'ROLE_USER',
      isTrusted,
      recaptchaRequired: false,
    });
  },

  requireSecondFactor: () => set({ isFetching: false, isAuthenticated: false, role: 'ROLE_MFA' }),

  setAccountLocked: (accountLocked) => set({ accountLocked }),

  setRecaptchaRequired: (recaptchaRequired) => {
    if (recaptchaRequired) writeStored(STORAGE_KEYS.recaptchaRequired, true);
    else removeStored(STORAGE_KEYS.recaptchaRequired);
    set({ recaptchaRequired });
  },

  setRetryWithRecaptcha: (retryWithRecaptcha) => set({ retryWithRecaptcha }),

  startPdLogging: () => set({ isPdLogging: true, isPdLoggingError: false, pdLoggingErrorDescription: null }),
  failPdLogging: (errorDescription = null) =>
    set({ isPdLogging: false, isPdLoggingError: true, pdLoggingErrorDescription: errorDescription }),
  resetPdLogging: () => set({ isPdLogging: false, isPdLoggingError: false, pdLoggingErrorDescription: null }),

  expireSession: () => {
    clearStoredSession();
    set({ ...signedOut, recaptchaRequired: false, sessionExpired: true });
  },

  logout: () => {
    clearStoredSession();
    set({ ...signedOut, recaptchaRequired: false });
  },
}));

/** For tests and Storybook: back to the state of a fresh page load. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialSessionState());
}
