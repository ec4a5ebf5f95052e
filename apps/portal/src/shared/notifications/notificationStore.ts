// portal-spec §3 Notification state: toastVisible, toastType (SUCCESS, ERROR, INFO), message, autoHide,
// toastNumber, plus the count of issue notifications shown in the header badge (§2 Header).
// §4 Toasts: auto-hide after 4 s; error toasts of the error handler do not auto-hide; toasts are closed
// on route change. The store is the source of truth; toastBridge shows it with the Chakra toaster.
import type { MessageDescriptor } from '@lingui/core';
import { create } from 'zustand';
import type { NavigatingNotifier } from './notifier.ts';

export type ToastType = 'SUCCESS' | 'ERROR' | 'INFO';

export interface ToastInput {
  type: ToastType;
  /** A Lingui message (msg`…`), translated when shown. */
  message: MessageDescriptor;
  /** Defaults to true. */
  autoHide?: boolean;
  /** The toast of an action that changes the screen: it stays through the route change that follows. */
  onNextScreen?: boolean;
}

export interface NotificationState {
  toastVisible: boolean;
  toastType: ToastType;
  message: MessageDescriptor | null;
  autoHide: boolean;
  /** Increases with every toast shown, so the same message twice is still two toasts. */
  toastNumber: number;
  /**
   * The visible toast belongs to the screen being opened (ToastInput.onNextScreen): set until the router
   * has arrived there, and while set a route change leaves the toast open.
   */
  carriedToNextScreen: boolean;
  /** Count of cases with a notification (GET /api/issues `notifications`). */
  issuesNotification: number;
}

export interface NotificationActions {
  showToast: (toast: ToastInput) => void;
  hideToast: () => void;
  /** The router has arrived on the next screen: from now on a route change closes the toast. */
  arrivedOnNextScreen: () => void;
  setIssuesNotification: (count: number) => void;
}

export type NotificationStore = NotificationState & NotificationActions;

export const initialNotificationState: NotificationState = {
  toastVisible: false,
  toastType: 'INFO',
  message: null,
  autoHide: true,
  toastNumber: 0,
  carriedToNextScreen: false,
  issuesNotification: 0,
};

export const useNotificationStore = create<NotificationStore>()((set) => ({
  ...initialNotificationState,
  showToast: ({ type, message, autoHide = true, onNextScreen = false }) =>
    set((state) => ({
      toastVisible: true,
      toastType: type,
      message,
      autoHide,
      toastNumber: state.toastNumber + 1,
      carriedToNextScreen: onNextScreen,
    })),
  hideToast: () => set({ toastVisible: false, carriedToNextScreen: false }),
  arrivedOnNextScreen: () => set({ carriedToNextScreen: false }),
  setIssuesNotification: (issuesNotification) => set({ issuesNotification: Math.max(0, issuesNotification) }),
}));

/** Shorthands for the rest of the app. */
export const notify: NavigatingNotifier = {
  success: (message: MessageDescriptor, autoHide = true) =>
    useNotificationStore.getState().showToast({ type: 'SUCCESS', message, autoHide }),
  // portal-spec §4: an error toast stays until the customer closes it (or the route changes).
  error: (message: MessageDescriptor, autoHide = false) =>
    useNotificationStore.getState().showToast({ type: 'ERROR', message, autoHide }),
  info: (message: MessageDescriptor, autoHide = true) =>
    useNotificationStore.getState().showToast({ type: 'INFO', message, autoHide }),
  successOnNextScreen: (message: MessageDescriptor) =>
    useNotificationStore.getState().showToast({ type: 'SUCCESS', message, onNextScreen: true }),
};
