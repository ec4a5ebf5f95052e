import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../testing/validate-sample.ts';
import { anyInput, digits, singleDigitChanges } from '../testing/identifier-properties.ts';
import { isValidPesel, peselBirthDate } from './pesel.ts';

// An independent encoder: the month carries the century (applications-spec §5, PESEL).
const MONTH_OFFSET_BY_CENTURY: Record<number, number> = { 1800: 80, 1900: 0, 2000: 20, 2100: 40, 2200: 60 };

function encodePesel(year: number, month: number, day: number, serial: readonly number[]): string {
  const century = Math.floor(year / 100) * 100;
  const body =
    String(year % 100).padStart(2, '0') +
    String(month + (MONTH_OFFSET_BY_CENTURY[century] ?? 0)).padStart(2, '0') +
    String(day).padStart(2, '0') +
    serial.join('');
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = Array.from(body).reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  );
  return body + String((10 - (sum % 10)) % 10);
}

const birthDate = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2299-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
const validPesel = fc
  .tuple(birthDate, digits(4))
  .map(([date, serial]) => ({ date, pesel: encodePesel(date.year, date.month, date.day, serial) }));

describe('isValidPesel', () => {
  it.each([
    ['44051401359', 'the official example, 1944-05-14'],
    ['02070803628', 'the example on Polish Wikipedia, 1902-07-08'],
    ['81010100007', '1981-01-01'],
    ['01810100009', '1801-01-01: month + 80 is the 1800s'],
    ['01210100001', '2001-01-01: month + 20 is the 2000s'],
    ['01410100007', '2101-01-01: month + 40 is the 2100s'],
    ['01610100003', '2201-01-01: month + 60 is the 2200s'],
    ['00222900009', '2000-02-29: 2000 is a leap year'],
    ['01022800003', '1901-02-28'],
  ])('accepts %s (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(true);
  });

  it.each([
    ['44051401358', 'wrong control digit'],
    ['00000000000', 'all zeros'],
    ['01022900000', '1901-02-29 does not exist (control digit is right)'],
    ['00022900003', '1900-02-29 does not exist: 1900 is not a leap year'],
    ['01023000006', 'February 30th'],
    ['00130100003', 'month 13 encodes no century'],
    ['4405140135', '10 digits'],
    ['440514013590', '12 digits'],
    ['4405140135a', 'a letter'],
    [' 44051401359', 'a leading space'],
  ])('rejects %s (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });

  it('rejects the right digits given as a number, not a string', () => {
    expect(isValidPesel(44051401359)).toBe(false);
  });

  it('accepts every generated PESEL and decodes its birth date', () => {
    fc.assert(
      fc.property(validPesel, ({ date, pesel }) => {
        expect(isValidPesel(pesel)).toBe(true);
        expect(peselBirthDate(pesel)).toEqual(date);
      }),
    );
  });

  it('rejects every single-digit change, including in the date part', () => {
    fc.assert(
      fc.property(validPesel, ({ pesel }) => {
        for (const changed of singleDigitChanges(pesel)) expect(isValidPesel(changed), changed).toBe(false);
      }),
    );
  });

  it('never throws, whatever it is given, plain or through AJV', () => {
    const validate = compileSchema({ type: 'string', format: 'pesel' });
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(typeof isValidPesel(value)).toBe('boolean');
        expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });

  it('lets non-strings pass the format, as JSON Schema formats apply to strings only', () => {
    const validate = compileSchema({
      type: ['string', 'number', 'null', 'object', 'array'],
      format: 'pesel',
    });
    expect([44051401359, null, {}, []].map((value) => validate(value))).toEqual([true, true, true, true]);
    expect(validate('44051401358')).toBe(false);
  });
});
