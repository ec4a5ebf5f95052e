import { describe, expect, it } from 'vitest';
import { formatBankAccount } from './bankAccount.ts';
import { dateValueOf, displayToIso, formatDateInput, isoToDisplay } from './date.ts';
import { parseDecimalText, sanitizeDecimal, sanitizeInteger } from './decimal.ts';
import { caretAfterDigits, digitsBefore } from './digitMask.ts';
import { formatPhone } from './phone.ts';
import { formatZipCode } from './zipCode.ts';

describe('phone mask (applications-spec §5)', () => {
  it.each([
    ['601234567', '601-234-567'],
    ['601 234 567', '601-234-567'],
    ['6012', '601-2'],
    ['601', '601'],
    ['0221234567', '022 123-45-67'],
    ['02212', '022 12'],
    ['+48 601 234 567', '601-234-567'],
    ['60123456789', '601-234-567'],
    ['', ''],
  ])('%s -> %s', (input, expected) => expect(formatPhone(input)).toBe(expected));
});

describe('zip code mask', () => {
  it.each([
    ['00950', '00-950'],
    ['00-950', '00-950'],
    ['009', '00-9'],
    ['00', '00'],
    ['0095012', '00-950'],
  ])('%s -> %s', (input, expected) => expect(formatZipCode(input)).toBe(expected));
});

describe('bank account grouping (2 + 6×4)', () => {
  it.each([
    ['61109010140000071219812874', '61 1090 1014 0000 0712 1981 2874'],
    ['PL61 1090 1014 0000 0712 1981 2874', '61 1090 1014 0000 0712 1981 2874'],
    ['611090', '61 1090'],
    ['6110901', '61 1090 1'],
  ])('%s -> %s', (input, expected) => expect(formatBankAccount(input)).toBe(expected));
});

describe('date text DD.MM.YYYY <-> ISO', () => {
  it('formats typed digits', () => {
    expect(formatDateInput('15032026')).toBe('15.03.2026');
    expect(formatDateInput('1503')).toBe('15.03');
  });
  it('converts only real dates', () => {
    expect(displayToIso('15.03.2026')).toBe('2026-03-15');
    expect(displayToIso('30.02.2026')).toBeNull();
    expect(displayToIso('15.03.26')).toBeNull();
  });
  it('stores ISO, undefined or the text as typed', () => {
    expect(dateValueOf('15.03.2026')).toBe('2026-03-15');
    expect(dateValueOf('')).toBeUndefined();
    expect(dateValueOf('15.03')).toBe('15.03');
  });
  it('shows ISO as DD.MM.YYYY', () => {
    expect(isoToDisplay('2026-03-15')).toBe('15.03.2026');
    expect(isoToDisplay('15.03')).toBe('15.03');
    expect(isoToDisplay(undefined)).toBe('');
  });
});

describe('decimal input (comma or dot)', () => {
  it.each([
    ['12,5', '12,5'],
    ['12.5', '12.5'],
    ['12,5,3', '12,53'],
    ['a1b2', '12'],
    [',5', '5'],
  ])('%s -> %s', (input, expected) => expect(sanitizeDecimal(input)).toBe(expected));
  it('integers keep digits only', () => expect(sanitizeInteger('1 2a3')).toBe('123'));
  it('parses both separators', () => {
    expect(parseDecimalText('7,01')).toBe(7.01);
    expect(parseDecimalText('7.5')).toBe(7.5);
    expect(parseDecimalText('abc')).toBeNull();
  });
});

describe('caret keeping', () => {
  it('puts the caret after the same digit', () => {
    expect(digitsBefore('601-23', 5)).toBe(4);
    expect(caretAfterDigits('601-234-5', 4)).toBe(5);
    expect(caretAfterDigits('601-234-5', 0)).toBe(0);
  });
});
