import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as ui from '@portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialNotificationState, notify, useNotificationStore } from './notificationStore.ts';
import { connectToastBridge } from './toastBridge.ts';

vi.mock('@portal/ui', () => ({ showToast: vi.fn(() => 'id'), closeAllToasts: vi.fn() }));

let disconnect: () => void;

beforeEach(() => {
  useNotificationStore.setState(initialNotificationState);
  disconnect = connectToastBridge(i18n);
});

afterEach(() => disconnect());

describe('toast bridge', () => {
  it('shows a new toast translated, with its kind and auto-hide', () => {
    notify.success(msg`Zapisano zmiany`);
    expect(ui.showToast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', message: 'Zapisano zmiany', autoHide: true }),
    );
  });

  it('keeps error toasts of the error handler open', () => {
    notify.error(msg`Coś poszło nie tak`, false);
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', autoHide: false }));
  });

  it('shows the same message twice as a fresh toast that replaces the first, not a stack', () => {
    notify.info(msg`Sesja wygasła`);
    expect(ui.closeAllToasts).toHaveBeenCalledTimes(1);
    notify.info(msg`Sesja wygasła`);
    expect(ui.showToast).toHaveBeenCalledTimes(2);
    expect(ui.closeAllToasts).toHaveBeenCalledTimes(2);
    expect(vi.mocked(ui.closeAllToasts).mock.invocationCallOrder[1]).toBeLessThan(
      vi.mocked(ui.showToast).mock.invocationCallOrder[1] ?? 0,
    );
    expect(useNotificationStore.getState().toastNumber).toBe(2);
  });

  it('replaces a failure with the success that follows it', () => {
    notify.error(msg`Nieprawidłowy adres e-mail lub hasło.`);
    notify.success(msg`Zalogowano pomyślnie.`);
    const order = vi.mocked(ui.closeAllToasts).mock.invocationCallOrder;
    expect(order.at(-1)).toBeGreaterThan(vi.mocked(ui.showToast).mock.invocationCallOrder[0] ?? 0);
    expect(order.at(-1)).toBeLessThan(vi.mocked(ui.showToast).mock.invocationCallOrder[1] ?? 0);
  });

  it('closes every toast when the store hides the toast (route change)', () => {
    notify.info(msg`Sesja wygasła`);
    vi.mocked(ui.closeAllToasts).mockClear();
    useNotificationStore.getState().hideToast();
    expect(ui.closeAllToasts).toHaveBeenCalledTimes(1);
  });

  it('marks the store hidden when the current toast closes, but not for an older one', () => {
    notify.info(msg`Pierwszy`);
    const first = vi.mocked(ui.showToast).mock.calls[0]?.[0];
    notify.info(msg`Drugi`);
    const second = vi.mocked(ui.showToast).mock.calls[1]?.[0];
    first?.onClose?.();
    expect(useNotificationStore.getState().toastVisible).toBe(true);
    second?.onClose?.();
    expect(useNotificationStore.getState().toastVisible).toBe(false);
  });

  it('stops when disconnected', () => {
    disconnect();
    notify.success(msg`Zapisano zmiany`);
    expect(ui.showToast).not.toHaveBeenCalled();
  });
});
