// portal-spec §4 Toasts: auto-hide after 4 s; when a toast does not auto-hide it has a close button;
// toasts are closed on route change (closeAllToasts). §2: toasts appear top right, here below the app bar
// (the region sets --toast-offset-top, Toaster.tsx).
// Hydration: the toaster's store is a lazy chunk (toastStore.ts), as the region is (LazyToaster): a toast asked
// for before it is in is created as soon as it arrives, unless closeAllToasts came first.
import type { ToastStore } from './toastStore.ts';

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

let store: ToastStore | null = null;
let loading: Promise<ToastStore> | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

/**
 * Loads the toaster's store (once), and tells LazyToaster that toasts are wanted, so that the region comes
 * too. A screen that may need a toast without a network (the wizard's offline notice) calls it while online.
 */
export function loadToaster(): Promise<ToastStore> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  loading ??= import('./toastStore.ts').then(
    (module) => (store = module.toaster),
    (error: unknown) => {
      // Tried again by the next toast.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether a toast was ever asked for (LazyToaster mounts the region from then on). */
export const toastsWanted = (): boolean => wanted;

export function onToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

// The onClose of every toast asked for and not yet gone, so that closeAllToasts can honour it too.
const closers = new Map<string, () => void>();
let created = 0;

function closed(id: string): void {
  const onClose = closers.get(id);
  closers.delete(id);
  onClose?.();
}

export function showToast({ kind, message, autoHide = true, onClose }: ToastRequest): string {
  created += 1;
  const id = `toast:${created}`;
  closers.set(id, onClose ?? (() => {}));
  const create = (toaster: ToastStore) => {
    // Closed (closeAllToasts) before the store arrived: never shown.
    if (!closers.has(id)) return;
    toaster.create({
      id,
      type: kind,
      title: message,
      duration: autoHide ? TOAST_DURATION_MS : Infinity,
      closable: !autoHide,
      onStatusChange: ({ status }) => {
        if (status === 'unmounted') closed(id);
      },
    });
  };
  if (store) create(store);
  else loadToaster().then(create, () => closed(id));
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
  store?.remove();
  for (const id of [...closers.keys()]) closed(id);
}
