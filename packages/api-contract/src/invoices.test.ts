import { describe, expect, it } from 'vitest';
import { decimalToGrosze, groszeToDecimal, paymentPrecheck } from './invoices.ts';

describe('amounts', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-1999, '-19.99'],
    [10000000, '100000.00'],
  ])('%i grosze is %s', (grosze, decimal) => {
    expect(groszeToDecimal(grosze)).toBe(decimal);
    expect(decimalToGrosze(decimal)).toBe(grosze);
  });
  it('reads one decimal digit as tens of grosze and no fraction as whole złoty, exactly', () => {
    expect(decimalToGrosze('0.1')).toBe(10);
    expect(decimalToGrosze('12')).toBe(1200);
    expect(decimalToGrosze('0.29')).toBe(29);
    expect(decimalToGrosze('1,50')).toBeNaN();
  });
});

describe('paymentPrecheck (portal-spec §5)', () => {
  const limits = { amountLimit: 100000, titleLimit: 127 };
  it('passes the limits exactly', () => {
    expect(paymentPrecheck('100000.00', ['FV/1'], limits)).toBeNull();
    expect(paymentPrecheck('10.00', ['x'.repeat(127)], limits)).toBeNull();
  });
  it('refuses an amount over the limit, by absolute value, before the title', () => {
    expect(paymentPrecheck('100000.01', ['x'.repeat(200)], limits)).toEqual({
      kind: 'amount',
      amount: '100000.01',
      limit: 100000,
    });
    expect(paymentPrecheck('-100000.01', ['FV/1'], limits)?.kind).toBe('amount');
  });
  it('refuses a title (numbers joined by spaces) longer than the limit', () => {
    const numbers = Array.from({ length: 11 }, (_, i) => `FV/2026/${String(i).padStart(4, '0')}`);
    expect(paymentPrecheck('10.00', numbers, limits)).toEqual({ kind: 'title', length: 142, limit: 127 });
  });
});
