import { describe, expect, it } from 'vitest';
import { fieldsNamedByKeyword } from './index.ts';

describe('fieldsNamedByKeyword (the schema check refuses a rule naming a missing field)', () => {
  it('lists the fields an object keyword names, where each is written', () => {
    expect(
      fieldsNamedByKeyword('powerLimit', { powers: ['one/target', 'two/target'], maxKw: 40 }, {}),
    ).toEqual([
      { at: '/powers/0', option: 'powers', segments: ['one', 'target'], from: { kind: 'object' } },
      { at: '/powers/1', option: 'powers', segments: ['two', 'target'], from: { kind: 'object' } },
    ]);
  });

  it("reads a list keyword's fields in each item, with its defaults", () => {
    expect(fieldsNamedByKeyword('preferredDates', true, {})).toEqual([
      { at: '', option: 'day', segments: ['day'], from: { kind: 'items' } },
      { at: '', option: 'hours', segments: ['hours'], from: { kind: 'items' } },
    ]);
  });

  it('reads a field of the items of the list another option names', () => {
    expect(
      fieldsNamedByKeyword(
        'resealingAfterWorks',
        { visits: 'resealing/dates', worksStart: 'works/from' },
        {},
      ),
    ).toContainEqual({
      at: '',
      option: 'day',
      segments: ['day'],
      from: { kind: 'itemsOf', option: 'visits' },
    });
  });

  it('knows no field of a keyword that names none, and nothing of a keyword not the portal’s', () => {
    expect(fieldsNamedByKeyword('dateMaxDaysBack', 30, {})).toEqual([]);
    expect(fieldsNamedByKeyword('maxLength', 3, {})).toBeUndefined();
  });
});
