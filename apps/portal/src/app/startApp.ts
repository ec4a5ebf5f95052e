// Start-up wiring, in order: translations and dates (portal-spec §1), the API client's events to the
// session and toasts (§8), the toast bridge (§3), and the single sign-on token, taken from the address bar
// before anything renders (§2). Without a sign-on, the server confirms the stored session (sessionActions).
// Private cached answers are forgotten whenever the session changes (privateData).
import { connectToastBridge } from '../shared/notifications/toastBridge.ts';
import type { SsoOutcome } from '../shared/session/api/ssoLogin.ts';
import { takeSsoToken } from '../shared/session/sso/takeSsoToken.ts';
import { configureApiClient } from '../lib/api/apiClientEvents.ts';
import { createQueryClient } from '../lib/api/queryClient.ts';
import { activateLocale, i18n } from '../lib/i18n.ts';
import { createAppRouter, type AppRouter } from './router.ts';
import { guardPrivateData } from './privateData.ts';
import { confirmServerSession, handleSessionExpired, handleTooManyRequests } from './sessionActions.ts';
import { handleSsoOutcome } from './ssoActions.ts';
import { loadSignedInShell, sessionOnItsWay } from './signedInShell.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

export interface StartedApp {
  router: AppRouter;
  queryClient: ReturnType<typeof createQueryClient>;
  /**
   * Undoes the wiring: the private-data guard, the API client's events and the toast bridge. A page never
   * calls it; a test does, so that the next test's app is the only one listening to the shared stores.
   */
  stop: () => void;
}

export function startApp(): StartedApp {
  activateLocale();
  // Before the router reads the address, so that the token never enters its state or history.
  const ssoToken = takeSsoToken();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  // Resilience: no private answer outlives the session it was fetched in.
  const privateData = guardPrivateData(queryClient, () => router.clearCache());
  const restoreApiClient = configureApiClient({
    // Re-runs the guards (a private screen sends the now anonymous user to login), then says why.
    onSessionExpired: () => void handleSessionExpired(() => router.invalidate()),
    onTooManyRequests: handleTooManyRequests,
  });
  const disconnectToasts = connectToastBridge(i18n);
  // Hydration: the signed-in shell's code starts loading as soon as a session is on its way.
  const preloadSignedInShell = (session: Parameters<typeof sessionOnItsWay>[0]) => {
    if (sessionOnItsWay(session)) void loadSignedInShell().catch(() => undefined);
  };
  preloadSignedInShell(useSessionStore.getState());
  const stopShellPreload = useSessionStore.subscribe(preloadSignedInShell);
  if (ssoToken) {
    // Performance, "first view": a single sign-on visit is rare, so its login is a chunk of its own, loaded
    // only when the address brings a token (its loader shows meanwhile); a chunk that cannot load is a
    // failed sign-on like any other.
    useSessionStore.getState().startPdLogging();
    void import('../shared/session/api/ssoLogin.ts')
      .then(({ ssoLogin }) => ssoLogin(ssoToken))
      .catch((): SsoOutcome => {
        useSessionStore.getState().resetPdLogging();
        return 'failed';
      })
      .then((outcome) => handleSsoOutcome(outcome, router));
  } else {
    void confirmServerSession().then((changed) => {
      if (changed) void router.invalidate();
    });
  }
  const stop = () => {
    privateData.stop();
    restoreApiClient();
    disconnectToasts();
    stopShellPreload();
  };
  return { router, queryClient, stop };
}
