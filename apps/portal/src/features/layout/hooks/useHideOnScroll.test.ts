import { describe, expect, it } from 'vitest';
import { hideThreshold, nextHidden } from './useHideOnScroll.ts';

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
});
