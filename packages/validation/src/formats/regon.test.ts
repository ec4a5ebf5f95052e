import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, digits, singleDigitChanges } from '../testing/identifier-properties.ts';
import { compileSchema } from '../testing/validate-sample.ts';
import { isValidRegon } from './regon.ts';

const WEIGHTS_9 = [8, 9, 2, 3, 4, 5, 6, 7];
const WEIGHTS_14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

function remainder(value: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(value[index]), 0) % 11;
}

const withControl = (body: string, weights: readonly number[]): string =>
  body + String(remainder(body, weights) % 10);

const validRegon9 = digits(8).map((body) => withControl(body.join(''), WEIGHTS_9));
const validRegon14 = fc
  .tuple(validRegon9, digits(4))
  .map(([prefix, rest]) => withControl(prefix + rest.join(''), WEIGHTS_14));

/**
 * GUS maps a remainder of 10 to control digit 0, so a typo that moves the remainder between 0 and 10 keeps
 * the same control digit and cannot be detected. The property allows exactly those changes, no others.
 */
function isUndetectableByDesign(original: string, changed: string): boolean {
  const collides = (weights: readonly number[]): boolean => {
    const pair = [remainder(original, weights), remainder(changed, weights)].sort((a, b) => a - b);
    return pair[0] === 0 && pair[1] === 10;
  };
  const prefixUnchanged = original.slice(0, 9) === changed.slice(0, 9);
  const prefixAccepted = prefixUnchanged || collides(WEIGHTS_9);
  if (original.length === 9) return prefixAccepted;
  const fullUnchanged =
    remainder(original, WEIGHTS_14) === remainder(changed, WEIGHTS_14) && original[13] === changed[13];
  return prefixAccepted && (fullUnchanged || collides(WEIGHTS_14));
}

describe('isValidRegon', () => {
  it.each([
    ['610188201', 'PKN Orlen'],
    ['610-188-201', 'with dashes'],
    ['610 188 201', 'with spaces'],
    ['23511332857188', 'a commonly published 14-digit sample'],
    ['61018820100003', '14 digits on a valid 9-digit prefix'],
    ['6101 8820 1000 03', '14 digits with spaces'],
  ])('accepts %s (%s)', (regon) => {
    expect(isValidRegon(regon)).toBe(true);
  });

  it.each([
    ['610188202', 'wrong 9-digit control digit'],
    ['23511332857189', 'wrong 14-digit control digit'],
    ['12345678000012', 'the 14-digit control digit is right but the 9-digit prefix is not'],
    ['6101882011', '10 digits'],
    ['61018820', '8 digits'],
    ['610188201000031', '15 digits'],
    ['610_188_201', 'underscores'],
    ['-610188201', 'a leading dash'],
    ['610  188201', 'two separators in a row'],
  ])('rejects %s (%s)', (regon) => {
    expect(isValidRegon(regon)).toBe(false);
  });

  it('accepts every generated 9- and 14-digit REGON', () => {
    fc.assert(
      fc.property(validRegon9, validRegon14, (regon9, regon14) => {
        expect(isValidRegon(regon9)).toBe(true);
        expect(isValidRegon(regon14)).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change of a 9-digit REGON except the remainder-10 collisions', () => {
    fc.assert(
      fc.property(validRegon9, (regon) => {
        for (const changed of singleDigitChanges(regon)) {
          expect(isValidRegon(changed), changed).toBe(isUndetectableByDesign(regon, changed));
        }
      }),
    );
  });

  it('rejects every single-digit change of a 14-digit REGON except the remainder-10 collisions', () => {
    fc.assert(
      fc.property(validRegon14, (regon) => {
        for (const changed of singleDigitChanges(regon)) {
          expect(isValidRegon(changed), changed).toBe(isUndetectableByDesign(regon, changed));
        }
      }),
    );
  });

  it('detects a changed control digit always', () => {
    fc.assert(
      fc.property(validRegon9, validRegon14, (regon9, regon14) => {
        for (const regon of [regon9, regon14]) {
          const last = regon.length - 1;
          for (const changed of singleDigitChanges(regon).filter(
            (value) => value.slice(0, last) === regon.slice(0, last),
          )) {
            expect(isValidRegon(changed), changed).toBe(false);
          }
        }
      }),
    );
  });

  it('never throws, whatever it is given, plain or through AJV', () => {
    const validate = compileSchema({ type: 'string', format: 'regon' });
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(typeof isValidRegon(value)).toBe('boolean');
        expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });
});
