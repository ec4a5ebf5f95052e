// The session a pre-rendered page is rendered with, and which the client's first render over it
// uses too (hydration). No private data exists at build, so it is the neutral state: signed in
// or not, no user name, no flags.
import { useSessionStore, type SessionState } from '../shared/session/stores/sessionStore.ts';

export function prerenderedSession(signedIn: boolean): Partial<SessionState> {
  return {
    userName: null,
    isAuthenticated: signedIn,
    role: signedIn ? 'ROLE_USER' : null,
    isTrusted: false,
    accountLocked: false,
    isPdLogging: false,
    isPdLoggingError: false,
    recaptchaRequired: false,
  };
}

/**
 * Zustand's hooks read a store's initial state where React asks for the server's snapshot
 * (useSyncExternalStore): in the pre-render, and on the client while it hydrates the pre-rendered markup.
 * Both then render the same session; the client re-renders with its own right after hydration.
 */
export function renderWithPrerenderedSession(signedIn: boolean): void {
  // Until its first change a Zustand store's live state is its initial state, the same object: the live
  // state gets a copy of its own first, so that only the server's snapshot becomes the neutral session.
  // Changed in place, the browser's own session lost its user name, so the server's confirmation of the
  // session read as a new sign-in: every private answer was dropped and the screen's data fetched again.
  useSessionStore.setState({ ...useSessionStore.getState() }, true);
  Object.assign(useSessionStore.getInitialState(), prerenderedSession(signedIn));
}
