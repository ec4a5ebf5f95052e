import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

const schemaFor = (kind: string) => ({
  type: 'object',
  properties: { value: { type: ['string', 'number'], numericString: kind } },
});

const NOT_NUMBER = 'Wartość musi być liczbą';
const DIGITS_ONLY = 'Dozwolone są tylko cyfry';
const TWO_DECIMALS = 'Dozwolone są najwyżej 2 miejsca po przecinku';
const BELOW_MILLION = 'Wartość musi być mniejsza niż 1\u00A0000\u00A0000';

describe('numericString', () => {
  it.each([
    ['amount', '0.01', []],
    ['amount', '0,01', []],
    ['amount', 0.01, []],
    ['amount', '0', ['Wartość nie może być mniejsza niż 0,01']],
    ['amount', '0,009', [TWO_DECIMALS, 'Wartość nie może być mniejsza niż 0,01']],
    ['amount', '999999,99', []],
    ['amount', '1000000', [BELOW_MILLION]],
    ['amount', 1_000_000, [BELOW_MILLION]],
    ['amount', '12.345', [TWO_DECIMALS]],
    ['amount', 12.345, [TWO_DECIMALS]],
    ['amount', 0.29, []],
    ['amount', '1 000', [NOT_NUMBER]],
    ['amount', '12,', [NOT_NUMBER]],
    ['amount', ',5', [NOT_NUMBER]],
    ['amount', 'abc', [NOT_NUMBER]],
    ['amount', '', []],
    ['nonNegativeNumber', '0', []],
    ['nonNegativeNumber', '0,00', []],
    ['nonNegativeNumber', '-0,01', ['Wartość nie może być mniejsza niż 0']],
    ['nonNegativeNumber', '999999.99', []],
    ['nonNegativeNumber', '1000000.00', [BELOW_MILLION]],
    ['positiveInteger', '1', []],
    ['positiveInteger', '0', ['Wartość nie może być mniejsza niż 1']],
    ['positiveInteger', '999999', []],
    ['positiveInteger', '1000000', [BELOW_MILLION]],
    ['positiveInteger', '1.0', [DIGITS_ONLY]],
    ['positiveInteger', '1,5', [DIGITS_ONLY]],
    ['positiveInteger', '-1', [DIGITS_ONLY]],
    ['positiveInteger', 1.5, [DIGITS_ONLY]],
    ['nonNegativeInteger', '0', []],
    ['nonNegativeInteger', '000', []],
    ['nonNegativeInteger', '999999', []],
    ['nonNegativeInteger', '1000000', [BELOW_MILLION]],
  ])('%s: %j', (kind, value, expected) => {
    expect(keywordMessages(schemaFor(kind), { value }, 'numericString')).toEqual(
      expected.map((message) => `/value: ${message}`),
    );
  });

  it('rejects an unknown kind when the schema is compiled', () => {
    expect(() => keywordMessages(schemaFor('percent'), { value: '1' }, 'numericString')).toThrow(
      /numericString/,
    );
  });
});
