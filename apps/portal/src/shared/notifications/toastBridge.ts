// Shows the notification store's toasts with the shared Chakra toaster (@portal/ui), and closes them all
// when the store hides the toast (route change, portal-spec §4). The store holds one toast (§3), and so does
// the screen: a new toast replaces the one before it, so a successful login replaces the failed-login toast
// and repeated identical failures do not stack.
import type { I18n } from '@lingui/core';
import { closeAllToasts, showToast, type ToastKind } from '@portal/ui';
import { useNotificationStore, type ToastType } from './notificationStore.ts';

const kinds: Record<ToastType, ToastKind> = { SUCCESS: 'success', ERROR: 'error', INFO: 'info' };

/** Starts the bridge; returns the function that stops it. */
export function connectToastBridge(i18n: I18n): () => void {
  return useNotificationStore.subscribe((state, previous) => {
    if (state.toastVisible && state.message && state.toastNumber !== previous.toastNumber) {
      const shown = state.toastNumber;
      closeAllToasts();
      showToast({
        kind: kinds[state.toastType],
        message: i18n._(state.message),
        autoHide: state.autoHide,
        onClose: () => {
          const current = useNotificationStore.getState();
          // An older toast leaving must not mark a newer, still visible one as hidden.
          if (current.toastNumber === shown && current.toastVisible) current.hideToast();
        },
      });
    } else if (!state.toastVisible && previous.toastVisible) {
      closeAllToasts();
    }
  });
}
