// Stand-in ports (authPorts.tsx) for stories and tests: an in-memory session with the same transitions as
// the app's store, and a record of the toasts.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { AuthPorts, AuthSessionView } from '../authPorts.tsx';

export interface ShownToast {
  type: 'success' | 'error' | 'info';
  text: string;
  autoHide: boolean;
}

export interface FakeAuthPorts {
  ports: AuthPorts;
  view: () => AuthSessionView & { accountLocked: boolean; isTrusted: boolean };
  toasts: ShownToast[];
  /** The texts of the toasts shown so far. */
  toastTexts: () => string[];
}

const signedOut: AuthSessionView = {
  userName: null,
  isAuthenticated: false,
  role: null,
  recaptchaRequired: false,
  retryWithRecaptcha: false,
  isFetching: false,
};

export function createFakeAuthPorts(initial: Partial<AuthSessionView> = {}): FakeAuthPorts {
  let state = { ...signedOut, accountLocked: false, isTrusted: false, ...initial };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<typeof state>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const toasts: ShownToast[] = [];
  const toast =
    (type: ShownToast['type']) =>
    (message: MessageDescriptor, autoHide = true) =>
      toasts.push({ type, text: i18n._(message), autoHide });

  const ports: AuthPorts = {
    // Called as a hook by the components (useAuthPorts().useSessionView(select)).
    useSessionView: (select) => useSyncExternalStore(subscribe, () => select(state)),
    getSessionView: () => state,
    session: {
      setFetching: (isFetching) => set({ isFetching }),
      signIn: ({ userName, isTrusted }) =>
        set({ ...signedOut, userName, isTrusted, isAuthenticated: true, role: 'ROLE_USER' }),
      requireSecondFactor: () => set({ isFetching: false, isAuthenticated: false, role: 'ROLE_MFA' }),
      setRecaptchaRequired: (recaptchaRequired) => set({ recaptchaRequired }),
      setRetryWithRecaptcha: (retryWithRecaptcha) => set({ retryWithRecaptcha }),
      setAccountLocked: (accountLocked) => set({ accountLocked }),
      clear: () => set({ ...signedOut, accountLocked: false, isTrusted: false }),
    },
    notify: {
      success: toast('success'),
      error: toast('error'),
      info: toast('info'),
      successOnNextScreen: toast('success'),
    },
  };
  return { ports, view: () => state, toasts, toastTexts: () => toasts.map((t) => t.text) };
}
