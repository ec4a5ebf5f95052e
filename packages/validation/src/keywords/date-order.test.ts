import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate } from '../civil-date.ts';
import { compileSchema, keywordMessages, validateSample } from '../testing/validate-sample.ts';

// TODAY in the samples is Monday 2026-11-23 (testing/validate-sample.ts).
const daysBack = {
  type: 'object',
  properties: { date: { type: 'string', format: 'date', dateMaxDaysBack: 30 } },
};

describe('dateMaxDaysBack (applications-spec §9: within 30 days of the lab result)', () => {
  it.each([
    ['today passes', '2026-11-23', []],
    ['30 days ago passes', '2026-10-24', []],
    [
      '31 days ago fails',
      '2026-10-23',
      ['/date: Data nie może być starsza niż 30 dni (najwcześniej 24.10.2026)'],
    ],
    [
      '165 days ago fails',
      '2026-06-11',
      ['/date: Data nie może być starsza niż 30 dni (najwcześniej 24.10.2026)'],
    ],
    ['a value that is not a date is left to "format"', 'wczoraj', []],
  ])('%s', (_rule, date, expected) => {
    expect(keywordMessages(daysBack, { date }, 'dateMaxDaysBack')).toEqual(expected);
  });

  it('accepts exactly the last N days on any day of any year (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -5, max: 70 }),
        (todayNumber, days, back) => {
          const today = formatIsoDate(addDays({ year: 1900, month: 1, day: 1 }, todayNumber));
          const date = formatIsoDate(addDays(parseIsoDate(today)!, -back));
          const schema = { type: 'string', format: 'date', dateMaxDaysBack: days };
          const refused = keywordMessages(schema, date, 'dateMaxDaysBack', today).length > 0;
          expect(refused).toBe(back > days);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes a whole number of days', () => {
    expect(() => compileSchema({ type: 'string', dateMaxDaysBack: 1.5 })).toThrow();
    expect(() => compileSchema({ type: 'string', dateMaxDaysBack: -1 })).toThrow();
  });
});

describe('resealingAfterWorks (applications-spec §5 "Resealing visit")', () => {
  const form30 = {
    type: 'object',
    resealingAfterWorks: { visits: 'resealing/preferredDates', worksStart: 'works/workPeriod/from' },
  };
  const form22 = {
    type: 'object',
    resealingAfterWorks: { visits: 'resealing/preferredDates', worksStart: 'unsealing/preferredDates' },
  };
  const visits = (...days: string[]) => days.map((day) => ({ day, hours: '08:00-11:00' }));

  it.each([
    [
      'a visit on the first day of the works passes',
      { works: { workPeriod: { from: '2026-11-25' } }, resealing: { preferredDates: visits('2026-11-25') } },
      [],
    ],
    [
      'a visit before the works fails beneath that visit',
      {
        works: { workPeriod: { from: '2026-11-25', to: '2026-11-27' } },
        resealing: { preferredDates: visits('2026-11-27', '2026-11-24') },
      },
      [
        '/resealing/preferredDates/1/day: Termin ponownego oplombowania nie może być wcześniejszy niż początek prac (25.11.2026)',
      ],
    ],
    [
      'without the work date the message of §5 appears beneath the resealing visit',
      { works: { workPeriod: {} }, resealing: { preferredDates: visits('2026-11-27') } },
      ['/resealing/preferredDates: Wybierz termin wykonywanych prac w sekcji wyżej'],
    ],
    [
      'also when the wizard left the works section out entirely',
      {},
      ['/resealing/preferredDates: Wybierz termin wykonywanych prac w sekcji wyżej'],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(form30, data, 'resealingAfterWorks')).toEqual(expected);
  });

  it('compares with the earliest unsealing date when the works start is a list', () => {
    const data = {
      unsealing: { preferredDates: visits('2026-11-26', '2026-11-24') },
      resealing: { preferredDates: visits('2026-11-24', '2026-11-23') },
    };
    expect(keywordMessages(form22, data, 'resealingAfterWorks')).toEqual([
      '/resealing/preferredDates/1/day: Termin ponownego oplombowania nie może być wcześniejszy niż początek prac (24.11.2026)',
    ]);
  });

  it('checks its parameters', () => {
    expect(() => compileSchema({ type: 'object', resealingAfterWorks: { visits: 'a' } })).toThrow();
  });
});

describe('dateRange gives one message per date (form 6)', () => {
  const period = {
    type: 'object',
    dateRange: { start: 'from', end: 'to', bothRequired: true, maxDays: 1827 },
  };

  it('an end past the maximum is not also "too long"', () => {
    const { messages } = validateSample(period, { from: '2026-11-23', to: '2032-01-10' });
    expect(messages.map((message) => `${message.pointer}: ${message.message}`)).toEqual([
      '/to: Data końcowa nie może być późniejsza niż 23.11.2031',
    ]);
  });
});
