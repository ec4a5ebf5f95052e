import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeStories } from '../test/renderStories.tsx';
import { renderWithUi } from '../test/renderWithUi.tsx';
import * as stories from './Toaster.stories.tsx';
import { closeAllToasts, showErrorToast, showSuccessToast, TOAST_DURATION_MS, toaster } from './toaster.ts';

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

describeStories('Toaster', stories);
