// portal-spec §4 Toasts: auto-hide after 4 s; when a toast does not auto-hide it has a close button;
// toasts are closed on route change (closeAllToasts). §2: toasts appear top right.
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 4000;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  kind: ToastKind;
  /** Already translated text. */
  message: string;
  /** Defaults to true: the toast hides itself after 4 s. */
  autoHide?: boolean;
  /** Called once the toast has left the screen, whatever closed it. */
  onClose?: () => void;
}

export const toaster = createToaster({
  placement: 'top-end',
  max: 5,
  pauseOnPageIdle: true,
});

export function showToast({ kind, message, autoHide = true, onClose }: ToastRequest): string {
  return toaster.create({
    type: kind,
    title: message,
    duration: autoHide ? TOAST_DURATION_MS : Infinity,
    closable: !autoHide,
    onStatusChange: ({ status }) => {
      if (status === 'unmounted') onClose?.();
    },
  });
}

type ToastOptions = Omit<ToastRequest, 'kind' | 'message'>;

export const showSuccessToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'success', message });

export const showErrorToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'error', message });

export const showInfoToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'info', message });

/** Closes every toast, e.g. on route change. */
export function closeAllToasts(): void {
  toaster.dismiss();
}
