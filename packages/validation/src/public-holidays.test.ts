import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './civil-date.ts';
import {
  easterSunday,
  isPolishPublicHoliday,
  isWorkingDay,
  polishPublicHolidays,
} from './public-holidays.ts';

const day = (iso: string) => parseIsoDate(iso)!;

describe('Polish public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, iso) => {
    expect(formatIsoDate(easterSunday(year))).toBe(iso);
  });

  it('lists the fourteen holidays of 2026 with Easter Monday, Pentecost, Corpus Christi and Christmas Eve', () => {
    expect(polishPublicHolidays(2026).map(formatIsoDate)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('Christmas Eve is a holiday from 2025 on only', () => {
    expect(isPolishPublicHoliday(day('2024-12-24'))).toBe(false);
    expect(isPolishPublicHoliday(day('2025-12-24'))).toBe(true);
  });

  it.each([
    ['2026-12-25', false], // Friday, Christmas
    ['2026-04-06', false], // Easter Monday
    ['2026-06-04', false], // Corpus Christi, a Thursday
    ['2026-12-24', false], // Thursday, Christmas Eve
    ['2026-12-28', true], // Monday
    ['2026-12-27', false], // Sunday
    ['2026-03-16', true], // Monday
  ])('%s is a working day: %s', (iso, working) => {
    expect(isWorkingDay(day(iso))).toBe(working);
  });
});
