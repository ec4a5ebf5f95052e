import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Each case starts from a toaster whose store has not been loaded yet (it is a lazy chunk).
describe('toaster before its store is in', () => {
  it('creates a toast asked for before its store arrived, unless all were closed first', async () => {
    const fresh = await import('./toaster.ts');
    const kept = fresh.showSuccessToast('Zapisano');
    const dropped = fresh.showErrorToast('Błąd');
    const closedEarly = fresh.showInfoToast('Za późno');
    expect(fresh.toastsWanted()).toBe(true);
    const store = await fresh.loadToaster();
    expect(store.getVisibleToasts().map((t) => t.id)).toEqual(
      expect.arrayContaining([kept, dropped, closedEarly]),
    );
    act(() => store.remove());
  });

  it('never shows a toast closed before its store arrived, and calls its onClose', async () => {
    vi.resetModules();
    const onClose = vi.fn();
    const again = await import('./toaster.ts');
    const lost = again.showInfoToast('Nie pokażę się', { onClose });
    again.closeAllToasts();
    expect(onClose).toHaveBeenCalledTimes(1);
    const secondStore = await again.loadToaster();
    expect(secondStore.getVisibleToasts().some((t) => t.id === lost)).toBe(false);
  });
});
