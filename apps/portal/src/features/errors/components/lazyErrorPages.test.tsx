import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importUntilLoaded, loadErrorPages, whenWorthRetrying } from './lazyErrorPages.tsx';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('importUntilLoaded', () => {
  it('tries the import again after each failure until the module arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the error pages');
    const waits = vi.fn(() => Promise.resolve());
    await expect(importUntilLoaded(load, waits)).resolves.toBe('the error pages');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toHaveBeenCalledTimes(2);
  });
});

describe('whenWorthRetrying', () => {
  it('resolves as soon as the browser is back online', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void whenWorthRetrying(60_000).then(settled);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('resolves after the pause when the browser says nothing', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void whenWorthRetrying(3000).then(settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe('loadErrorPages', () => {
  it('loads the error pages once, whoever asks', async () => {
    const first = loadErrorPages();
    expect(loadErrorPages()).toBe(first);
    const pages = await first;
    await renderWithRouter(<pages.NotFoundPage />);
    expect(
      await screen.findByRole('heading', { name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
    ).toBeInTheDocument();
  });
});
