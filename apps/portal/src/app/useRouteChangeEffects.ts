// On navigation: portal-spec §4, toasts are closed on route change, except the toast of the action that
// causes it (a login's toast, shown as the login leads on to the case list); §2, the locked-account flag is
// cleared on any navigation; focus that left with the old screen goes to the new screen's heading.
import { closeAllToasts } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { moveLostFocusToHeading } from './focusLostOnArrival.ts';

export function useRouteChangeEffects(): void {
  const router = useRouter();
  useEffect(() => {
    const stopClosing = router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged && !useNotificationStore.getState().carriedToNextScreen) {
        // Every toast on screen, also one the store no longer counts as visible.
        useNotificationStore.getState().hideToast();
        closeAllToasts();
      }
      if (useSessionStore.getState().accountLocked) useSessionStore.getState().setAccountLocked(false);
    });
    // Redirects on the way (a guard's) are part of the same arrival: only the settled router ends it.
    let stopWaitingForHeading = () => {};
    const stopCarrying = router.subscribe('onResolved', (event) => {
      if (useNotificationStore.getState().carriedToNextScreen) {
        useNotificationStore.getState().arrivedOnNextScreen();
      }
      // The first load starts at the top of the document, as any page does.
      if (event.fromLocation && event.pathChanged) {
        stopWaitingForHeading();
        stopWaitingForHeading = moveLostFocusToHeading();
      }
    });
    return () => {
      stopClosing();
      stopCarrying();
      stopWaitingForHeading();
    };
  }, [router]);
}
