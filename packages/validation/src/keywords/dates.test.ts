import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

// TODAY in the samples is Monday 2026-11-23 (testing/validate-sample.ts).
const dateSchema = (keyword: string, value: unknown) => ({
  type: 'object',
  properties: { date: { type: 'string', format: 'date', [keyword]: value } },
});

describe('dateNotInFuture', () => {
  it.each([
    ['today passes', '2026-11-23', []],
    ['yesterday passes', '2026-11-22', []],
    ['tomorrow fails', '2026-11-24', ['/date: Data nie może być z przyszłości']],
    ['a value that is not a date is left to "format"', '24.11.2026', []],
  ])('%s', (_rule, date, expected) => {
    expect(keywordMessages(dateSchema('dateNotInFuture', true), { date }, 'dateNotInFuture')).toEqual(
      expected,
    );
  });

  it('follows the injected today', () => {
    expect(
      keywordMessages(
        dateSchema('dateNotInFuture', true),
        { date: '2026-11-24' },
        'dateNotInFuture',
        '2026-11-24',
      ),
    ).toEqual([]);
  });
});

describe('dateNotBeforeCurrentMonth (month granularity)', () => {
  it.each([
    ['the first of the current month passes', '2026-11-01', []],
    ['today passes', '2026-11-23', []],
    ['next year passes', '2027-01-01', []],
    [
      'the last day of the previous month fails',
      '2026-10-31',
      ['/date: Data nie może być wcześniejsza niż bieżący miesiąc'],
    ],
  ])('%s', (_rule, date, expected) => {
    expect(
      keywordMessages(dateSchema('dateNotBeforeCurrentMonth', true), { date }, 'dateNotBeforeCurrentMonth'),
    ).toEqual(expected);
  });
});

describe('dateMaxYearsAhead (month granularity)', () => {
  it.each([
    ['5 years ahead to the day passes', 5, '2031-11-23', []],
    ['the last day of the month 5 years ahead passes', 5, '2031-11-30', []],
    [
      'the first day of the month after fails',
      5,
      '2031-12-01',
      ['/date: Data nie może wybiegać w przyszłość o więcej niż 5 lat'],
    ],
    ['1 year: "1 rok"', 1, '2027-12-01', ['/date: Data nie może wybiegać w przyszłość o więcej niż 1 rok']],
    [
      '2 years: "2 lata"',
      2,
      '2028-12-01',
      ['/date: Data nie może wybiegać w przyszłość o więcej niż 2 lata'],
    ],
    ['a past date passes', 5, '2000-01-01', []],
  ])('%s', (_rule, years, date, expected) => {
    expect(keywordMessages(dateSchema('dateMaxYearsAhead', years), { date }, 'dateMaxYearsAhead')).toEqual(
      expected,
    );
  });
});

describe('dateMaxYearsBack (day granularity)', () => {
  it.each([
    ['exactly 2 years back passes', '2026-11-23', '2024-11-23', []],
    ['a day older fails', '2026-11-23', '2024-11-22', ['/date: Data nie może być starsza niż 2 lata']],
    ['a future date passes', '2026-11-23', '2030-01-01', []],
    ['from Feb 29th, 2 years back is Feb 28th', '2028-02-29', '2026-02-28', []],
    [
      'from Feb 29th, Feb 27th two years back fails',
      '2028-02-29',
      '2026-02-27',
      ['/date: Data nie może być starsza niż 2 lata'],
    ],
  ])('%s', (_rule, today, date, expected) => {
    expect(keywordMessages(dateSchema('dateMaxYearsBack', 2), { date }, 'dateMaxYearsBack', today)).toEqual(
      expected,
    );
  });
});

describe('dateRange', () => {
  const schema = (options: Record<string, unknown> = {}) => ({
    type: 'object',
    properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
    dateRange: { start: 'from', end: 'to', ...options },
  });

  it.each([
    ['14 days counting both ends pass', {}, { from: '2026-11-23', to: '2026-12-06' }, []],
    [
      '15 days fail',
      {},
      { from: '2026-11-23', to: '2026-12-07' },
      ['/to: Zakres dat nie może być dłuższy niż 14 dni'],
    ],
    ['a one-day range passes', {}, { from: '2026-11-25', to: '2026-11-25' }, []],
    [
      'maxDays 1: "1 dzień"',
      { maxDays: 1 },
      { from: '2026-11-25', to: '2026-11-26' },
      ['/to: Zakres dat nie może być dłuższy niż 1 dzień'],
    ],
    [
      'a start before today fails',
      {},
      { from: '2026-11-22', to: '2026-11-24' },
      ['/from: Data początkowa nie może być wcześniejsza niż 23.11.2026'],
    ],
    [
      'a start on the given minimum passes',
      { minDate: '2026-01-01' },
      { from: '2026-01-01', to: '2026-01-02' },
      [],
    ],
    [
      'an end after 5 years fails',
      { maxDays: 5000 },
      { from: '2031-11-20', to: '2031-11-24' },
      ['/to: Data końcowa nie może być późniejsza niż 23.11.2031'],
    ],
    ['an end exactly 5 years ahead passes', { maxDays: 5000 }, { from: '2031-11-20', to: '2031-11-23' }, []],
    [
      'an end after the given maximum fails',
      { maxDate: '2026-12-31' },
      { from: '2026-12-30', to: '2027-01-01' },
      ['/to: Data końcowa nie może być późniejsza niż 31.12.2026'],
    ],
    ['a start without an end fails at the end', {}, { from: '2026-11-23' }, ['/to: Podaj datę końcową']],
    ['an end without a start passes unless both are required', {}, { to: '2026-11-23' }, []],
    ['nothing passes unless both are required', {}, {}, []],
    [
      'both required: nothing fails at both fields',
      { bothRequired: true },
      {},
      ['/from: Podaj datę początkową', '/to: Podaj datę końcową'],
    ],
    [
      'both required: an end alone fails at the start',
      { bothRequired: true },
      { to: '2026-11-24' },
      ['/from: Podaj datę początkową'],
    ],
    [
      'an end before the start fails',
      {},
      { from: '2026-11-25', to: '2026-11-24' },
      ['/to: Data końcowa nie może być wcześniejsza niż data początkowa'],
    ],
  ])('%s', (_rule, options, data, expected) => {
    expect(keywordMessages(schema(options), data, 'dateRange')).toEqual(expected);
  });

  it('reports at nested fields named by path', () => {
    const nested = {
      type: 'object',
      properties: { period: { type: 'object' } },
      dateRange: { start: 'period/from', end: 'period/to' },
    };
    expect(keywordMessages(nested, { period: { from: '2026-11-23' } }, 'dateRange')).toEqual([
      '/period/to: Podaj datę końcową',
    ]);
  });
});

describe('preferredDates', () => {
  const schema = (options: unknown = true) => ({
    type: 'object',
    properties: {
      dates: {
        type: 'array',
        items: { type: 'object', properties: { day: { type: 'string' }, hours: { type: 'string' } } },
        preferredDates: options,
      },
    },
  });
  const at = (day: string, hours = '8-12') => ({ dates: [{ day, hours }] });

  it.each([
    ['today (a Monday) passes', at('2026-11-23'), []],
    ['a Friday passes', at('2026-11-27'), []],
    [
      'a Saturday fails',
      at('2026-11-28'),
      ['/dates/0/day: Termin nie może przypadać w sobotę ani w niedzielę'],
    ],
    [
      'a Sunday fails',
      at('2026-11-29'),
      ['/dates/0/day: Termin nie może przypadać w sobotę ani w niedzielę'],
    ],
    ['one month ahead passes', at('2026-12-23'), []],
    [
      'a day after one month fails',
      at('2026-12-29'),
      ['/dates/0/day: Termin nie może być późniejszy niż 23.12.2026'],
    ],
    ['yesterday fails', at('2026-11-20'), ['/dates/0/day: Termin nie może być wcześniejszy niż 23.11.2026']],
    [
      'a day without hours fails at the hours',
      { dates: [{ day: '2026-11-24' }] },
      ['/dates/0/hours: Podaj godziny dla wybranego dnia'],
    ],
    [
      'hours without a day fail at the day',
      { dates: [{ day: '', hours: '8-12' }] },
      ['/dates/0/day: Podaj dzień dla wybranych godzin'],
    ],
    ['an empty entry passes', { dates: [{ day: '', hours: '' }] }, []],
    ['an empty list passes', { dates: [] }, []],
    [
      'each entry is reported at its own index',
      {
        dates: [
          { day: '2026-11-24', hours: '8-12' },
          { day: '2026-11-28', hours: '8-12' },
        ],
      },
      ['/dates/1/day: Termin nie może przypadać w sobotę ani w niedzielę'],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema(), data, 'preferredDates')).toEqual(expected);
  });

  it.each([
    ['an empty list fails', { dates: [] }, ['/dates: Podaj przynajmniej jeden preferowany termin']],
    [
      'a list of empty entries fails',
      { dates: [{ day: '', hours: '' }] },
      ['/dates: Podaj przynajmniej jeden preferowany termin'],
    ],
    ['one entry passes', at('2026-11-24'), []],
  ])('strict variant: %s', (_rule, data, expected) => {
    expect(keywordMessages(schema({ atLeastOne: true }), data, 'preferredDates')).toEqual(expected);
  });

  it('refuses a public holiday as it refuses a weekend: working days only', () => {
    const december = schema({ minDate: '2026-12-01', maxDate: '2026-12-31' });
    const holiday = ['/dates/0/day: Termin nie może przypadać w dzień ustawowo wolny od pracy'];
    expect(keywordMessages(december, at('2026-12-25'), 'preferredDates')).toEqual(holiday);
    expect(keywordMessages(december, at('2026-12-24'), 'preferredDates')).toEqual(holiday);
    expect(keywordMessages(december, at('2026-12-28'), 'preferredDates')).toEqual([]);
    const spring = schema({ minDate: '2026-04-01', maxDate: '2026-06-30' });
    expect(keywordMessages(spring, at('2026-04-06'), 'preferredDates')).toEqual(holiday); // Easter Monday
    expect(keywordMessages(spring, at('2026-06-04'), 'preferredDates')).toEqual(holiday); // Corpus Christi
  });

  it('takes other property names and a custom range', () => {
    const custom = {
      type: 'object',
      properties: {
        visits: {
          type: 'array',
          preferredDates: { day: 'date', hours: 'time', minDate: '2026-12-01', maxDate: '2026-12-04' },
        },
      },
    };
    expect(
      keywordMessages(custom, { visits: [{ date: '2026-12-04', time: 'rano' }] }, 'preferredDates'),
    ).toEqual([]);
    expect(
      keywordMessages(custom, { visits: [{ date: '2026-11-30', time: 'rano' }] }, 'preferredDates'),
    ).toEqual(['/visits/0/date: Termin nie może być wcześniejszy niż 01.12.2026']);
  });
});
