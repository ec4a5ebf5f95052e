// On navigation: portal-spec §4, toasts are closed on route change; §2, the locked-account flag is
// cleared on any navigation.
import { closeAllToasts } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

export function useRouteChangeEffects(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged) {
          // Every toast on screen, also one the store no longer counts as visible.
          useNotificationStore.getState().hideToast();
          closeAllToasts();
        }
        if (useSessionStore.getState().accountLocked) useSessionStore.getState().setAccountLocked(false);
      }),
    [router],
  );
}
