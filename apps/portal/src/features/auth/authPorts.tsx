// What the accounts screens need of the session (shared/session, portal-spec §3 Auth session) and the
// toasts (shared/notifications, §4), as a port: the app fills it in app/authPorts.ts, stories and tests
// pass fakes (test/fakeAuthPorts.ts). The shapes are the session store's own, picked, not copied.
import { createContext, useContext, type ReactNode } from 'react';
import type { NavigatingNotifier } from '../../shared/notifications/notifier.ts';
import type { SessionActions, SessionState } from '../../shared/session/stores/sessionStore.ts';

/** The part of the auth session the accounts screens read. */
export type AuthSessionView = Pick<
  SessionState,
  'userName' | 'isAuthenticated' | 'role' | 'recaptchaRequired' | 'retryWithRecaptcha' | 'isFetching'
>;

/** The session transitions of portal-spec §4 the login flow drives. */
export interface AuthSessionActions extends Pick<
  SessionActions,
  | 'setFetching'
  | 'signIn'
  | 'requireSecondFactor'
  | 'setRecaptchaRequired'
  | 'setRetryWithRecaptcha'
  | 'setAccountLocked'
> {
  /** Forgets the session locally, without a toast (the server already ended it). */
  clear: () => void;
}

export interface AuthPorts {
  /** A React hook: the selected part of the session view, re-rendering when it changes. */
  useSessionView: <T>(select: (view: AuthSessionView) => T) => T;
  /** The session view now (for event handlers and the flow functions). */
  getSessionView: () => AuthSessionView;
  session: AuthSessionActions;
  notify: NavigatingNotifier;
}

const AuthPortsContext = createContext<AuthPorts | null>(null);

export function AuthPortsProvider({ ports, children }: { ports: AuthPorts; children: ReactNode }) {
  return <AuthPortsContext.Provider value={ports}>{children}</AuthPortsContext.Provider>;
}

export function useAuthPorts(): AuthPorts {
  const ports = useContext(AuthPortsContext);
  if (!ports) throw new Error('useAuthPorts() needs an <AuthPortsProvider> (app/RootLayout provides it)');
  return ports;
}
