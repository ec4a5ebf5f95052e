// The toasts the application screens show (portal-spec §3 Notification state), as a port: the route wires
// it to the notifications store (features never import each other); stories and tests pass fakes.
import type { MessageDescriptor } from '@lingui/core';

export interface ApplicationNotifier {
  success: (message: MessageDescriptor, autoHide?: boolean) => void;
  error: (message: MessageDescriptor, autoHide?: boolean) => void;
  info: (message: MessageDescriptor, autoHide?: boolean) => void;
}
