// What the accounts screens need from the rest of the app, as an interface the app layer implements
// (style.md: features never import each other). The app wires these to the session store (portal-spec §3
// Auth session) and the toasts (§4) in app/authPorts.ts; stories and tests pass fakes
// (test/fakeAuthPorts.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { Notifier } from '../../shared/notifications/notifier.ts';

/** ROLE_USER: signed in; ROLE_MFA: password accepted, second factor pending (portal-spec §6). */
export type AuthRole = 'ROLE_USER' | 'ROLE_MFA';

/** The part of the auth session (portal-spec §3) the accounts screens read. */
export interface AuthSessionView {
  userName: string | null;
  isAuthenticated: boolean;
  role: AuthRole | null;
  /** portal-spec §4: persists until a successful login. */
  recaptchaRequired: boolean;
  retryWithRecaptcha: boolean;
  isFetching: boolean;
}

/** The session transitions of portal-spec §4 the login flow drives. */
export interface AuthSessionActions {
  setFetching: (isFetching: boolean) => void;
  signIn: (session: { userName: string; isTrusted: boolean }) => void;
  requireSecondFactor: () => void;
  setRecaptchaRequired: (required: boolean) => void;
  setRetryWithRecaptcha: (retry: boolean) => void;
  /** Shows the locked-account screen (portal-spec §2); the flag is cleared on the next navigation. */
  setAccountLocked: (locked: boolean) => void;
  /** Forgets the session locally, without a toast (the server already ended it). */
  clear: () => void;
}

export interface AuthPorts {
  /** A React hook: the selected part of the session view, re-rendering when it changes. */
  useSessionView: <T>(select: (view: AuthSessionView) => T) => T;
  /** The session view now (for event handlers and the flow functions). */
  getSessionView: () => AuthSessionView;
  session: AuthSessionActions;
  notify: Notifier;
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
