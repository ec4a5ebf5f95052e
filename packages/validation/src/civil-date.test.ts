import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addYears,
  compareMonths,
  dayOfWeek,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  resolveToday,
  todayInWarsaw,
  toDayNumber,
} from './civil-date.ts';

describe('parseIsoDate', () => {
  it.each(['2026-11-23', '2024-02-29', '2000-02-29', '0001-01-01'])('accepts %s', (value) => {
    expect(formatIsoDate(parseIsoDate(value) ?? { year: 0, month: 0, day: 0 })).toBe(value);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-05',
    '26-11-23',
    '2026-11-23T10:00',
    20261123,
    null,
  ])('rejects %s', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe('day numbers', () => {
  it('agree with Date.UTC and round-trip for any day from 1800 to 2300', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1800-01-01T00:00:00Z'),
          max: new Date('2300-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const civil = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
          };
          const expectedDayNumber = Math.floor(Date.UTC(civil.year, civil.month - 1, civil.day) / 86_400_000);
          expect(toDayNumber(civil)).toBe(expectedDayNumber);
          expect(fromDayNumber(expectedDayNumber)).toEqual(civil);
          expect(dayOfWeek(civil)).toBe(
            new Date(Date.UTC(civil.year, civil.month - 1, civil.day)).getUTCDay(),
          );
        },
      ),
    );
  });
});

describe('month arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-11-23', 1, '2026-12-23'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s plus %i month is %s', (from, months, expected) => {
    expect(formatIsoDate(addMonths(parseIsoDate(from)!, months))).toBe(expected);
  });

  it.each([
    ['2024-02-29', 2, '2026-02-28'],
    ['2026-11-23', -2, '2024-11-23'],
    ['2026-11-23', 5, '2031-11-23'],
  ])('%s plus %i years is %s', (from, years, expected) => {
    expect(formatIsoDate(addYears(parseIsoDate(from)!, years))).toBe(expected);
  });

  it('compares months ignoring days', () => {
    expect(compareMonths(parseIsoDate('2026-11-01')!, parseIsoDate('2026-11-30')!)).toBe(0);
    expect(compareMonths(parseIsoDate('2026-10-31')!, parseIsoDate('2026-11-01')!)).toBeLessThan(0);
  });
});

describe('today', () => {
  it.each([
    ['2026-11-22T22:59:59Z', '2026-11-22', 'winter, UTC+1, a second before midnight in Warsaw'],
    ['2026-11-22T23:00:00Z', '2026-11-23', 'winter, UTC+1, midnight in Warsaw'],
    ['2026-06-30T21:59:59Z', '2026-06-30', 'summer, UTC+2'],
    ['2026-06-30T22:00:00Z', '2026-07-01', 'summer, UTC+2, midnight in Warsaw'],
  ])('at %s it is %s in Warsaw (%s)', (instant, expected) => {
    expect(todayInWarsaw(new Date(instant))).toBe(expected);
  });

  it('agrees with the zone data of Intl around every midnight in Warsaw from 2000 to 2040', () => {
    const warsaw = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const disagreements: string[] = [];
    for (let day = Date.UTC(2000, 0, 1); day <= Date.UTC(2040, 11, 31); day += 86_400_000) {
      // Midnight in Warsaw is 22:00 UTC in summer and 23:00 UTC in winter: only around them can the offset change the date.
      for (const minutes of [21 * 60 + 59, 22 * 60, 22 * 60 + 59, 23 * 60, 23 * 60 + 59]) {
        for (const instant of [day + minutes * 60_000 - 1, day + minutes * 60_000]) {
          const expected = warsaw.format(new Date(instant));
          const actual = todayInWarsaw(new Date(instant));
          if (actual !== expected)
            disagreements.push(`${new Date(instant).toISOString()}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('takes an injected ISO date from the validation context', () => {
    expect(formatIsoDate(resolveToday({ today: '2026-11-23' }))).toBe('2026-11-23');
  });

  it.each([
    ['no context', undefined],
    ['null', null],
    ['a Polish-format date', { today: '23.11.2026' }],
    ['a number', { today: 20261123 }],
    ['the global object (non-strict generated code)', globalThis],
  ])('falls back to the real date in Warsaw for %s', (_label, context) => {
    expect(formatIsoDate(resolveToday(context))).toBe(todayInWarsaw());
  });
});
