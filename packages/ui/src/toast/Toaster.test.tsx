import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import * as stories from './Toaster.stories.tsx';
import {
  closeAllToasts,
  loadToaster,
  showErrorToast,
  showSuccessToast,
  TOAST_DURATION_MS,
} from './toaster.ts';
import { toaster } from './toastStore.ts';

// The store is a lazy chunk; once it is in, toasts are created at once.
beforeAll(() => loadToaster());

afterEach(() => {
  act(() => toaster.remove());
  vi.useRealTimers();
});

describe('toaster', () => {
  it('is placed top right (portal-spec §2)', () => {
    expect(toaster.attrs.placement).toBe('top-end');
  });

  it('auto-hides after 4 s, without a close button', () => {
    const id = showSuccessToast('Zapisano');
    const toast = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(toast).toMatchObject({
      type: 'success',
      title: 'Zapisano',
      duration: TOAST_DURATION_MS,
      closable: false,
    });
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('keeps a non auto-hiding toast open with a close button', () => {
    const id = showErrorToast('Błąd', { autoHide: false });
    const toast = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(toast).toMatchObject({ type: 'error', duration: Infinity, closable: true });
  });

  it('renders toasts in the region and closes them all', async () => {
    renderWithUi(<div />);
    act(() => {
      showSuccessToast('Pierwszy');
      showErrorToast('Drugi', { autoHide: false });
    });
    expect(await screen.findByText('Pierwszy')).toBeInTheDocument();
    expect(screen.getByText('Drugi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamknij powiadomienie' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toBeInTheDocument();
    act(() => closeAllToasts());
    await waitFor(() => expect(screen.queryByText('Drugi')).toBeNull());
  });

  it('calls onClose once the toast has left the screen', async () => {
    renderWithUi(<div />);
    const onClose = vi.fn();
    act(() => {
      showErrorToast('Do zamknięcia', { autoHide: false, onClose });
    });
    await screen.findByText('Do zamknięcia');
    act(() => closeAllToasts());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('closing every toast', () => {
  it('closes a toast the region has not shown yet, for good', async () => {
    const onClose = vi.fn();
    act(() => {
      showSuccessToast('Zalogowano', { onClose });
      // E.g. a route change right after the login, before the lazy region has mounted.
      closeAllToasts();
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    renderWithUi(<div />);
    act(() => {
      showSuccessToast('Następny');
    });
    expect(await screen.findByText('Następny')).toBeInTheDocument();
    expect(screen.queryByText('Zalogowano')).toBeNull();
  });

  it('closes a shown toast at once, well before its 4 s', async () => {
    renderWithUi(<div />);
    act(() => {
      showSuccessToast('Zalogowano');
    });
    await screen.findByText('Zalogowano');
    act(() => closeAllToasts());
    expect(screen.queryByText('Zalogowano')).toBeNull();
  });
});

describeStories('Toaster', stories);
