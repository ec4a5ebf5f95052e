import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hideThreshold, nextHidden, useHideOnScroll } from './useHideOnScroll.ts';

describe('header hide-on-scroll rule (portal-spec §2)', () => {
  it('uses 107 px on desktop and 117 px on mobile', () => {
    expect(hideThreshold(true)).toBe(107);
    expect(hideThreshold(false)).toBe(117);
  });

  it.each([
    // previousY, y, threshold, wasHidden, expected
    [0, 100, 107, false, false],
    [100, 107, 107, false, false],
    [107, 108, 107, false, true],
    [108, 117, 117, false, false],
    [117, 118, 117, false, true],
    [300, 500, 107, false, true],
    [500, 450, 107, true, false],
    [500, 500, 107, true, true],
    [500, 500, 107, false, false],
    [500, 50, 107, true, false],
  ])(
    'from %i to %i with threshold %i (hidden: %s) gives hidden %s',
    (previousY, y, threshold, wasHidden, expected) => {
      expect(nextHidden(previousY, y, threshold, wasHidden)).toBe(expected);
    },
  );

  it('does not read the scroll position on mount (a forced layout of the new page), only once the user scrolls', async () => {
    let y = 0;
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const { result } = renderHook(() => useHideOnScroll());
    expect(scrollY).not.toHaveBeenCalled();

    for (const next of [50, 300]) {
      y = next;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    }
    expect(scrollY).toHaveBeenCalled();
    expect(result.current).toBe(true);
  });
});
