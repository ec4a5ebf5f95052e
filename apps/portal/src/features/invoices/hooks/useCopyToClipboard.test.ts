import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS } from '../lib/timing.ts';
import { useCopyToClipboard } from './useCopyToClipboard.ts';

const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('useCopyToClipboard (portal-spec §8, §9)', () => {
  it('shows the confirmation for 5 s after a copy', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => undefined) },
      configurable: true,
    });
    const { result } = renderHook(() => useCopyToClipboard(notify));
    await act(() => result.current.copy('account', '61109010140000000000000001'));
    expect(result.current.copiedKey).toBe('account');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(result.current.copiedKey).toBe('account');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copiedKey).toBeNull();
    expect(COPY_CONFIRMATION_MS).toBe(5000);
  });

  it('moves the confirmation to the last thing copied and restarts its 5 s', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => undefined) },
      configurable: true,
    });
    const { result } = renderHook(() => useCopyToClipboard(notify));
    await act(() => result.current.copy('account', '1'));
    act(() => vi.advanceTimersByTime(4000));
    await act(() => result.current.copy('title', 'FV/1'));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.copiedKey).toBe('title');
  });

  it('says clipboard-not-supported without a clipboard and clipboard-error when writing fails', async () => {
    const { result } = renderHook(() => useCopyToClipboard(notify));
    await act(() => result.current.copy('account', '1'));
    expect(notify.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/nie pozwala kopiować/) }),
    );
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await act(() => result.current.copy('account', '1'));
    expect(notify.error).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/Nie udało się skopiować/) }),
    );
    expect(result.current.copiedKey).toBeNull();
  });
});
