import { describe, expect, it } from 'vitest';
import { formatGrosze, formatMoney } from './money.ts';

// Written with a visible marker so the expected strings show where the non-breaking spaces are.
const nb = (text: string) => text.replaceAll('_', '\u00a0');

describe('formatMoney', () => {
  it.each([
    ['0', '0,00_zł'],
    ['0.00', '0,00_zł'],
    ['1234.56', '1_234,56_zł'],
    ['1234.5', '1_234,50_zł'],
    ['1234', '1_234,00_zł'],
    ['999.99', '999,99_zł'],
    ['1000', '1_000,00_zł'],
    ['1234567.89', '1_234_567,89_zł'],
    ['100000', '100_000,00_zł'],
    ['12.345', '12,35_zł'],
    ['12.344', '12,34_zł'],
    ['0.005', '0,01_zł'],
    ['999.995', '1_000,00_zł'],
    ['-1234.56', '-1_234,56_zł'],
    ['+5', '5,00_zł'],
    [' 7.1 ', '7,10_zł'],
    ['12.', '12,00_zł'],
  ])('decimal string %j gives %j', (input, expected) => {
    expect(formatMoney(input)).toBe(nb(expected));
  });

  it.each([
    [0, '0,00_zł'],
    [1234.56, '1_234,56_zł'],
    [1.005, '1,01_zł'],
    [0.1 + 0.2, '0,30_zł'],
    [-0.5, '-0,50_zł'],
    [1e-7, '0,00_zł'],
    [123456789, '123_456_789,00_zł'],
  ])('number %j gives %j', (input, expected) => {
    expect(formatMoney(input)).toBe(nb(expected));
  });

  it.each([null, undefined, '', 'abc', '1,5', '1.2.3', '--1', Number.NaN, Infinity, 1e21])(
    'shows "-" for the empty or invalid value %j',
    (input) => {
      expect(formatMoney(input)).toBe('-');
    },
  );

  it('never contains a breakable space', () => {
    expect(formatMoney('1234567.89')).not.toContain(' ');
  });
});

describe('formatGrosze', () => {
  it.each([
    [0, '0,00_zł'],
    [5, '0,05_zł'],
    [123456, '1_234,56_zł'],
    [-100, '-1,00_zł'],
    [12345678901234n, '123_456_789_012,34_zł'],
  ])('%s grosze give %s', (input, expected) => {
    expect(formatGrosze(input)).toBe(nb(expected));
  });

  it.each([null, undefined, 1.5, Number.NaN])('shows "-" for %j', (input) => {
    expect(formatGrosze(input)).toBe('-');
  });
});
