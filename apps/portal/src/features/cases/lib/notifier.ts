import type { MessageDescriptor } from '@lingui/core';

/**
 * How the case screens show a toast. Features do not import each other, so the route passes the shell's
 * notification store in (portal-spec §3 Notification state, §4 Toasts).
 */
export interface CaseNotifier {
  success: (message: MessageDescriptor) => void;
  error: (message: MessageDescriptor) => void;
}
