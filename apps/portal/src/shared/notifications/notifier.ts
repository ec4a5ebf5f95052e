// How a screen shows a toast (portal-spec §3 Notification state, §4 Toasts). The routes hand the
// notification store's `notify` to the features as this port; stories and tests pass recording fakes.
import type { MessageDescriptor } from '@lingui/core';

export interface Notifier {
  success: (message: MessageDescriptor, autoHide?: boolean) => void;
  error: (message: MessageDescriptor, autoHide?: boolean) => void;
  info: (message: MessageDescriptor, autoHide?: boolean) => void;
}
