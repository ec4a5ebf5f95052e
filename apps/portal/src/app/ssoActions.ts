// What follows a single sign-on login (shared/session/api/ssoLogin.ts) that the session module leaves to
// the app: the toasts (portal-spec §4 login_success, §8 login_error) and re-running the route guards.
import { msg } from '@lingui/core/macro';
import type { SsoOutcome } from '../shared/session/api/ssoLogin.ts';
import { notify } from '../shared/notifications/notificationStore.ts';

export function handleSsoOutcome(outcome: SsoOutcome, router: { invalidate: () => Promise<unknown> }): void {
  if (outcome === 'signedIn') notify.successOnNextScreen(msg`Zalogowano pomyślnie.`);
  if (outcome === 'failed') notify.error(msg`Nie udało się zalogować. Spróbuj ponownie za chwilę.`);
  // The screen under the sign-on loader was guarded for an anonymous visitor: decide again.
  void router.invalidate();
}
