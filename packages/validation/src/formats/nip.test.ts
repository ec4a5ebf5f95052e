import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, digits, singleDigitChanges } from '../testing/identifier-properties.ts';
import { compileSchema } from '../testing/validate-sample.ts';
import { isValidNip } from './nip.ts';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** NIPs built independently: 9 digits plus the weighted sum mod 11, skipping prefixes whose sum gives 10. */
const validNip = digits(9)
  .map((body) => ({
    body,
    remainder: body.reduce((sum, digit, index) => sum + digit * (NIP_WEIGHTS[index] ?? 0), 0) % 11,
  }))
  .filter(
    ({ body, remainder }) => remainder !== 10 && !(remainder === 0 && body.every((digit) => digit === 0)),
  )
  .map(({ body, remainder }) => body.join('') + String(remainder));

describe('isValidNip', () => {
  it.each([
    ['5213017228', 'Zakład Ubezpieczeń Społecznych'],
    ['521-301-72-28', 'ZUS, written with dashes'],
    ['5261040828', 'Główny Urząd Statystyczny'],
    ['526-10-40-828', 'GUS, the other dash grouping'],
    ['7740001454', 'PKN Orlen'],
    ['5250007313', 'Poczta Polska'],
  ])('accepts %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it.each([
    ['5213017229', 'wrong control digit'],
    ['0000000000', 'all zeros (its control sum would pass)'],
    ['1000000160', 'the weighted sum of 100000016 gives remainder 10: no control digit fits'],
    ['1000000161', 'remainder 10 again, another last digit'],
    ['521301722', '9 digits'],
    ['52130172288', '11 digits'],
    ['-5213017228', 'a leading dash'],
    ['5213017228-', 'a trailing dash'],
    ['521--3017228', 'a double dash'],
    ['5-2-1-3-0-1-7-2-2-8', 'more than 13 characters'],
    ['521 301 72 28', 'spaces are not NIP separators'],
    ['PL5213017228', 'the EU VAT prefix'],
  ])('rejects %s (%s)', (nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('accepts every generated NIP, with or without dashes', () => {
    fc.assert(
      fc.property(validNip, fc.subarray([3, 6, 8]), (nip, dashPositions) => {
        expect(isValidNip(nip)).toBe(true);
        const dashed = Array.from(nip)
          .map((digit, index) => (dashPositions.includes(index) ? `-${digit}` : digit))
          .join('');
        expect(isValidNip(dashed), dashed).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change', () => {
    fc.assert(
      fc.property(validNip, (nip) => {
        for (const changed of singleDigitChanges(nip)) expect(isValidNip(changed), changed).toBe(false);
      }),
    );
  });

  it('never throws, whatever it is given, plain or through AJV', () => {
    const validate = compileSchema({ type: 'string', format: 'nip' });
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(typeof isValidNip(value)).toBe('boolean');
        expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });
});
