import { describe, expect, it } from 'vitest';
import { displayPropertyValue, formatFileSize, isIsoDateValue } from './displayValue.ts';

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

describe('file sizes', () => {
  it.each([
    [0, '0\u00a0B'],
    [1, '1\u00a0B'],
    [1023, '1023\u00a0B'],
    [1024, '1\u00a0kB'],
    [1536, '1,5\u00a0kB'],
    [10_485_760, '10\u00a0MB'],
    [10_485_761, '10\u00a0MB'],
    [12_897_484, '12,3\u00a0MB'],
    [52_428_800, '50\u00a0MB'],
  ])('%i bytes read %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
