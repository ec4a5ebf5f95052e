// How a screen shows a toast (portal-spec §3 Notification state, §4 Toasts). The routes hand the
// notification store's `notify` to the features as this port; stories and tests pass recording fakes.
import type { MessageDescriptor } from '@lingui/core';

export interface Notifier {
  success: (message: MessageDescriptor, autoHide?: boolean) => void;
  error: (message: MessageDescriptor, autoHide?: boolean) => void;
  info: (message: MessageDescriptor, autoHide?: boolean) => void;
}

/** A notifier for actions that change the screen. */
export interface NavigatingNotifier extends Notifier {
  /**
   * A success toast for an action that leads on to another screen (a login leads to the case list): the
   * route change the action causes does not close it (portal-spec §4 closes toasts on route change); the
   * customer's next one does.
   */
  successOnNextScreen: (message: MessageDescriptor) => void;
}
