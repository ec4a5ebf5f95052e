import { describe, expect, it } from 'vitest';
import { displayPropertyValue, isIsoDateValue } from './displayValue.ts';

describe('case property values (ISO dates as DD.MM.YYYY)', () => {
  it.each([
    ['2026-03-04', '04.03.2026'],
    ['2026-03-04T10:00:00.000Z', '04.03.2026'],
    ['2026-02-30', '2026-02-30'],
    ['11 kW', '11 kW'],
    ['PP/2026/01001', 'PP/2026/01001'],
    ['590000000000000001', '590000000000000001'],
    ['Budynek mieszkalny jednorodzinny', 'Budynek mieszkalny jednorodzinny'],
    ['2026', '2026'],
  ])('%j is shown as %j', (value, shown) => {
    expect(displayPropertyValue(value)).toBe(shown);
  });

  it('recognises date-only and timestamp values only', () => {
    expect(isIsoDateValue('2026-03-04')).toBe(true);
    expect(isIsoDateValue('2026-03-04T10:00')).toBe(true);
    expect(isIsoDateValue('2026-03-04 i dalej')).toBe(false);
    expect(isIsoDateValue('04.03.2026')).toBe(false);
  });
});
