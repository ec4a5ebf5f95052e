// portal-spec §4 Toasts: auto-hide after 4 s; when a toast does not auto-hide it has a close button;
// toasts are closed on route change (closeAllToasts). §2: toasts appear top right, here below the app bar
// (the region sets --toast-offset-top, Toaster.tsx).
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
  offsets: { top: 'var(--toast-offset-top, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 5,
  pauseOnPageIdle: true,
});

// The onClose of every toast still in the toaster's store, so that closeAllToasts can honour it too.
const closers = new Map<string, () => void>();

function closed(id: string): void {
  const onClose = closers.get(id);
  closers.delete(id);
  onClose?.();
}

export function showToast({ kind, message, autoHide = true, onClose }: ToastRequest): string {
  const id = toaster.create({
    type: kind,
    title: message,
    duration: autoHide ? TOAST_DURATION_MS : Infinity,
    closable: !autoHide,
    onStatusChange: ({ status }) => {
      if (status === 'unmounted') closed(id);
    },
  });
  closers.set(id, onClose ?? (() => {}));
  return id;
}

type ToastOptions = Omit<ToastRequest, 'kind' | 'message'>;

export const showSuccessToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'success', message });

export const showErrorToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'error', message });

export const showInfoToast = (message: string, options: ToastOptions = {}) =>
  showToast({ ...options, kind: 'info', message });

/**
 * Closes every toast at once, e.g. on route change. Not zag's `dismiss()`: that only passes a message to a
 * toast's own machine, so a toast created but not yet on screen (the region is a lazy chunk, LazyToaster)
 * kept the message and then showed for its full time once the region mounted — after a route change too.
 */
export function closeAllToasts(): void {
  toaster.remove();
  for (const id of [...closers.keys()]) closed(id);
}
