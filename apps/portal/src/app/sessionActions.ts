// Session transitions that also show a toast: they join the session and notification features, so they
// live here in the app layer (docs/architecture.md "Portal layers": features never import each other's internals).
import { msg } from '@lingui/core/macro';
import { ROLE_MFA, ROLE_USER } from '@portal/api-contract/plain';
import { fetchSession, logout as endServerSession } from '../features/auth/api/sessionApi.ts';
import { notify } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

const logoutSuccess = msg`Wylogowano pomyślnie.`;

// Hydration: the letter drafts' code is not part of `/`'s first view; a logout loads it.
const discardAllLetterDrafts = () =>
  import('../features/cases/stores/letterDraft.ts').then((drafts) => drafts.discardAllLetterDrafts());

/** portal-spec §4 Logout: clears the stored session and shows 'logout_success' unless suppressed. */
export function signOutLocally({ silent = false }: { silent?: boolean } = {}): void {
  void discardAllLetterDrafts().catch(() => undefined);
  useSessionStore.getState().logout();
  if (!silent) notify.success(logoutSuccess);
}

/**
 * portal-spec §4 Logout with the server: POST /api/account/logout ends the session there, then the stored
 * session is cleared and, once the login page is shown (toasts close on route change), 'logout_success'.
 * A failed call still logs out locally: the user asked to leave.
 */
export async function logout(goToLogin: () => Promise<unknown> | void): Promise<void> {
  try {
    await endServerSession();
  } catch {
    // The server session times out on its own (30 minutes idle).
  }
  // Customer journeys: the customer chose to leave: a letter they were writing goes too.
  // Without a connection to load that code, the drafts stay in this tab, for this account only.
  await discardAllLetterDrafts().catch(() => undefined);
  useSessionStore.getState().logout();
  await goToLogin();
  notify.success(logoutSuccess);
}

/**
 * On start (docs/decisions.md: GET /api/account/session restores who is signed in after a reload): the
 * stored user name only says who was signed in; the server says whether that session still exists. A gone
 * session ends locally with 'session expired'; a live one the browser forgot is restored, as is a pending
 * second factor. Answers whether the session changed (the router then re-runs its guards).
 */
export async function confirmServerSession(): Promise<boolean> {
  const before = useSessionStore.getState();
  let answer: Awaited<ReturnType<typeof fetchSession>>;
  try {
    answer = await fetchSession();
  } catch {
    // No connection or a server error: keep what the browser knows; the next call will tell.
    return false;
  }
  const now = useSessionStore.getState();
  // A login or logout happened meanwhile: it knows better than this answer.
  if (now.userName !== before.userName || now.role !== before.role || now.isPdLogging) return false;
  if (answer.username && answer.authorities.includes(ROLE_USER)) {
    if (now.isAuthenticated && now.userName === answer.username) return false;
    now.signIn({ userName: answer.username, isTrusted: answer.userTrusted });
    return true;
  }
  if (answer.authorities.includes(ROLE_MFA) && !now.isAuthenticated) {
    if (now.role === ROLE_MFA) return false;
    now.requireSecondFactor();
    return true;
  }
  if (now.isAuthenticated || now.role === ROLE_MFA) {
    void handleSessionExpired();
    return true;
  }
  return false;
}

/**
 * portal-spec §8: a 401 outside the login path sets the session-expired state, logs the user out and shows
 * 'session expired' (the two-factor variant while the second factor was pending, ROLE_MFA). The toast comes
 * once `showLogin` (the guards sending the user to login) has finished: toasts close on route change, so
 * one shown before that redirect could be closed by it.
 */
export async function handleSessionExpired(
  showLogin: () => Promise<unknown> | void = () => undefined,
): Promise<void> {
  const { role, isAuthenticated } = useSessionStore.getState();
  const wasInSession = isAuthenticated || role === 'ROLE_MFA';
  useSessionStore.getState().expireSession();
  try {
    await showLogin();
  } catch {
    // The guards could not run (a lost connection): the toast still says why the user is signed out.
  }
  if (!wasInSession) return;
  notify.info(
    role === 'ROLE_MFA'
      ? msg`Sesja weryfikacji dwuetapowej wygasła. Zaloguj się ponownie.`
      : msg`Sesja wygasła`,
    false,
  );
}

/** portal-spec §8: 429 is a toast only. */
export function handleTooManyRequests(): void {
  notify.error(msg`Zbyt wiele prób, spróbuj później`);
}
