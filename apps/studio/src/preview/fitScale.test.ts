import { describe, expect, it } from 'vitest';
import { fitScale } from './PreviewPane.tsx';

describe('fitScale', () => {
  it('shrinks the 1024 px preview to the column, never grows it', () => {
    expect(fitScale(614, 1024)).toBe(0.599);
    expect(fitScale(1100, 1024)).toBe(1);
    // The phone preview, or before the column is measured: as it is.
    expect(fitScale(300, null)).toBe(1);
    expect(fitScale(null, 1024)).toBe(1);
  });
});
