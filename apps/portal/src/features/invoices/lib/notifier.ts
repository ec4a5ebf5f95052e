// The feature shows toasts through the notifier its route hands in (the notifications feature's `notify`):
// features never import each other (style.md), routes compose them.
import type { MessageDescriptor } from '@lingui/core';

export interface Notifier {
  success: (message: MessageDescriptor, autoHide?: boolean) => void;
  error: (message: MessageDescriptor, autoHide?: boolean) => void;
  info: (message: MessageDescriptor, autoHide?: boolean) => void;
}
