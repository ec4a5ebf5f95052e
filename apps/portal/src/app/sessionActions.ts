// Session transitions that also show a toast: they join the session and notification features, so they
// live here in the app layer (style.md: features never import each other's internals).
import { msg } from '@lingui/core/macro';
import { notify } from '../features/notifications/stores/notificationStore.ts';
import { useSessionStore } from '../features/session/stores/sessionStore.ts';

/**
 * portal-spec §4 Logout: clears the stored session and shows 'logout_success' unless suppressed.
 * The server call (POST /api/account/logout) joins this with the accounts issue.
 */
export function signOutLocally({ silent = false }: { silent?: boolean } = {}): void {
  useSessionStore.getState().logout();
  if (!silent) notify.success(msg`Wylogowano pomyślnie.`);
}

/**
 * portal-spec §8: a 401 outside the login path sets the session-expired state, logs the user out and shows
 * 'session expired' (the two-factor variant while the second factor was pending, ROLE_MFA).
 */
export function handleSessionExpired(): void {
  const { role, isAuthenticated } = useSessionStore.getState();
  const wasInSession = isAuthenticated || role === 'ROLE_MFA';
  useSessionStore.getState().expireSession();
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
