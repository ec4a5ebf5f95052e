import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './formatDate.ts';

describe('formatDate', () => {
  it.each([
    ['2024-05-01', '01.05.2024'],
    ['2024-12-31', '31.12.2024'],
    ['2024-02-29', '29.02.2024'],
    ['2024-05-01T10:15:00', '01.05.2024'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('formats epoch milliseconds (API timestamps) in local time', () => {
    const timestamp = new Date(2023, 0, 9, 12, 0).getTime();
    expect(formatDate(timestamp)).toBe('09.01.2023');
  });

  it('formats Date and Dayjs values', () => {
    expect(formatDate(new Date(2020, 6, 4))).toBe('04.07.2020');
    expect(formatDate(dayjs('2021-03-08'))).toBe('08.03.2021');
  });

  it('gives a bare calendar date the same text as dayjs, every day of four years (leap days too)', () => {
    for (let day = dayjs('2023-01-01'); day.isBefore('2027-01-01'); day = day.add(1, 'day')) {
      expect(formatDate(day.format('YYYY-MM-DD'))).toBe(day.format('DD.MM.YYYY'));
    }
  });

  it.each([
    null,
    undefined,
    '',
    'jutro',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '0050-01-01',
    '01.05.2024',
    Number.NaN,
  ])('shows "-" for the empty or invalid value %j', (input) => {
    expect(formatDate(input)).toBe('-');
  });
});

describe('parseDate', () => {
  it('uses the Polish locale', () => {
    expect(parseDate('2024-05-01')?.format('dddd, D MMMM')).toBe('środa, 1 maja');
  });
});
