import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialNotificationState, notify, useNotificationStore } from './notificationStore.ts';

const state = () => useNotificationStore.getState();

beforeEach(() => useNotificationStore.setState(initialNotificationState));

describe('notification store (portal-spec §3)', () => {
  it('starts with no toast', () => {
    expect(state()).toMatchObject({
      toastVisible: false,
      toastNumber: 0,
      message: null,
      issuesNotification: 0,
    });
  });

  it('showToast makes the toast visible with its type, message and auto-hide, numbering it', () => {
    const message = msg`Wylogowano`;
    state().showToast({ type: 'SUCCESS', message });
    expect(state()).toMatchObject({
      toastVisible: true,
      toastType: 'SUCCESS',
      message,
      autoHide: true,
      toastNumber: 1,
    });
    state().showToast({ type: 'ERROR', message, autoHide: false });
    expect(state()).toMatchObject({ toastType: 'ERROR', autoHide: false, toastNumber: 2 });
  });

  it('error toasts stay until closed; success and info toasts hide themselves (portal-spec §4)', () => {
    notify.error(msg`Zbyt wiele prób, spróbuj później`);
    expect(state()).toMatchObject({ toastType: 'ERROR', autoHide: false });
    notify.success(msg`Zapisano`);
    expect(state()).toMatchObject({ toastType: 'SUCCESS', autoHide: true });
    notify.info(msg`Informacja`);
    expect(state()).toMatchObject({ toastType: 'INFO', autoHide: true });
  });

  it('hideToast hides it', () => {
    state().showToast({ type: 'INFO', message: msg`Informacja` });
    state().hideToast();
    expect(state().toastVisible).toBe(false);
  });

  it('keeps the issue notification count, never below zero', () => {
    state().setIssuesNotification(3);
    expect(state().issuesNotification).toBe(3);
    state().setIssuesNotification(-1);
    expect(state().issuesNotification).toBe(0);
  });
});
