import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, digits, singleDigitChanges } from '../testing/identifier-properties.ts';
import { compileSchema } from '../testing/validate-sample.ts';
import { isValidLandRegisterNumber } from './land-register-number.ts';

// The Ministry of Justice letter values, restated independently of the implementation.
const LETTERS = 'XABCDEFGHIJKLMNOPRSTUWYZ';
const valueOf = (character: string): number =>
  /\d/.test(character) ? Number(character) : LETTERS.indexOf(character) + 10;

function withCheckDigit(courtCode: string, number: string): string {
  const sum = Array.from(courtCode + number).reduce(
    (total, character, index) => total + valueOf(character) * ([1, 3, 7][index % 3] ?? 0),
    0,
  );
  return `${courtCode}/${number}/${sum % 10}`;
}

const letter = fc.constantFrom(...LETTERS);
const courtCode = fc
  .tuple(
    letter,
    letter,
    fc.integer({ min: 0, max: 9 }),
    fc.oneof(letter, fc.integer({ min: 0, max: 9 }).map(String)),
  )
  .map(([first, second, digit, last]) => `${first}${second}${digit}${last}`);
const validNumber = fc
  .tuple(courtCode, digits(8))
  .map(([code, number]) => withCheckDigit(code, number.join('')));

describe('isValidLandRegisterNumber', () => {
  it.each([
    ['WA1M/00012345/1', 'Warszawa-Mokotów, the spec example'],
    ['KR1P/00123456/4', 'Kraków-Podgórze'],
    ['GD1G/00098765/6', 'Gdańsk'],
    ['PO1P/00054321/3', 'Poznań'],
    ['WA11/00012345/9', 'a court code ending with a digit'],
  ])('accepts %s (%s)', (number) => {
    expect(isValidLandRegisterNumber(number)).toBe(true);
  });

  it.each([
    ['WA1M/00012345/2', 'wrong check digit'],
    ['wa1m/00012345/1', 'lowercase court code'],
    ['QA1M/00012345/1', 'Q has no value in the table'],
    ['WA1V/00012345/1', 'V has no value in the table'],
    ['WAXM/00012345/1', 'the third character must be a digit'],
    ['WA1M/0012345/1', '7 digits'],
    ['WA1M/000123456/1', '9 digits'],
    ['WA1M-00012345-1', 'dashes instead of slashes'],
    ['WA1M/00012345/', 'no check digit'],
    ['WA1M00012345 1', 'no slashes'],
  ])('rejects %s (%s)', (number) => {
    expect(isValidLandRegisterNumber(number)).toBe(false);
  });

  it('accepts every generated number', () => {
    fc.assert(
      fc.property(validNumber, (number) => {
        expect(isValidLandRegisterNumber(number)).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change (court code digits, the 8 digits and the check digit)', () => {
    fc.assert(
      fc.property(validNumber, (number) => {
        for (const changed of singleDigitChanges(number)) {
          expect(isValidLandRegisterNumber(changed), changed).toBe(false);
        }
      }),
    );
  });

  it('never throws, whatever it is given, plain or through AJV', () => {
    const validate = compileSchema({ type: 'string', format: 'land-register-number' });
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(typeof isValidLandRegisterNumber(value)).toBe('boolean');
        expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });
});
