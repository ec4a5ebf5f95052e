import { describe, expect, it } from 'vitest';
import { expectedErrors, fixtureName, fixtureText, FIXTURE_NAME, warsawDay } from './fixtures.ts';

describe('fixtureName', () => {
  it('makes a file name of what the analyst typed, Polish letters without their marks', () => {
    expect(fixtureName('valid', 'Firma z pełnomocnikiem')).toBe('valid/firma-z-pelnomocnikiem.json');
    expect(fixtureName('invalid', '  Zły PESEL!.json ')).toBe('invalid/zly-pesel.json');
    expect(fixtureName('valid', '   ')).toBeNull();
    expect(fixtureName('valid', '../..')).toBeNull();
  });

  it('matches only names inside the two folders', () => {
    expect(FIXTURE_NAME.test('valid/a-1.json')).toBe(true);
    expect(FIXTURE_NAME.test('valid/../a.json')).toBe(false);
    expect(FIXTURE_NAME.test('other/a.json')).toBe(false);
  });
});

describe('fixtureText', () => {
  const pesel = { pointer: '/applicant/person/pesel', keyword: 'format', message: 'Niepoprawny numer PESEL' };

  it('declares each error the data gets once, with the message the user reads', () => {
    expect(expectedErrors([pesel, pesel])).toEqual([pesel]);
    const text = fixtureText({
      description: 'Zły PESEL',
      today: '2026-06-15',
      data: { a: 1 },
      errors: [pesel, pesel],
    });
    expect(JSON.parse(text)).toEqual({
      $schema: '../../../../meta/fixture.schema.json',
      description: 'Zły PESEL',
      today: '2026-06-15',
      data: { a: 1 },
      errors: [pesel],
    });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('leaves out the errors of a valid fixture and a missing day', () => {
    expect(Object.keys(JSON.parse(fixtureText({ description: 'd', data: {} })) as object)).toEqual([
      '$schema',
      'description',
      'data',
    ]);
  });
});

describe('warsawDay', () => {
  it('is the date in Warsaw, past midnight there while still the day before in UTC', () => {
    expect(warsawDay(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(warsawDay(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });
});
