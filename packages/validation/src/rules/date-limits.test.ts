import { describe, expect, it } from 'vitest';
import { createAjv } from '../create-ajv.ts';
import { dateBoundsOf, dateExampleOf } from './date-limits.ts';

const today = '2026-11-23';

describe('the days a date picker offers are the days the field accepts', () => {
  it.each([
    [{ dateNotInFuture: true }, { max: '2026-11-23' }],
    [
      { dateNotInFuture: true, dateMaxYearsBack: 2 },
      { min: '2024-11-23', max: '2026-11-23' },
    ],
    [
      { dateNotBeforeCurrentMonth: true, dateMaxYearsAhead: 5 },
      { min: '2026-11-01', max: '2031-11-30' },
    ],
    [{ dateMaxDaysBack: 30 }, { min: '2026-10-24' }],
    [{}, {}],
  ])('%j gives %j', (schema, bounds) => {
    expect(dateBoundsOf(schema, today)).toEqual(bounds);
  });

  it('each bound is accepted by the keyword and the day beyond it is refused', () => {
    const ajv = createAjv();
    for (const keywords of [
      { dateNotInFuture: true, dateMaxYearsBack: 2 },
      { dateNotBeforeCurrentMonth: true, dateMaxYearsAhead: 5 },
      { dateMaxDaysBack: 30 },
    ]) {
      const validate = ajv.compile({ type: 'string', ...keywords });
      const accepts = (day: string) => validate.call({ today }, day) as boolean;
      const { min, max } = dateBoundsOf(keywords, today);
      const shift = (iso: string, days: number) => {
        const date = new Date(`${iso}T12:00:00Z`);
        date.setUTCDate(date.getUTCDate() + days);
        return date.toISOString().slice(0, 10);
      };
      if (min) expect([accepts(min), accepts(shift(min, -1))]).toEqual([true, false]);
      if (max) expect([accepts(max), accepts(shift(max, 1))]).toEqual([true, false]);
    }
  });

  it('the hint example is today when allowed, else the nearest bound', () => {
    expect(dateExampleOf({ max: today }, today)).toBe(today);
    expect(dateExampleOf({ min: '2026-12-01' }, today)).toBe('2026-12-01');
    expect(dateExampleOf({ max: '2026-01-31' }, today)).toBe('2026-01-31');
  });
});
