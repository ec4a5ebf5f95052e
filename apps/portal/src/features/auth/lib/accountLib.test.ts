import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { emailProblem } from './emailRule.ts';
import { validateTokenLinkSearch } from './tokenLink.ts';
import { groupSecret, isCompleteTotpCode, normalizeTotpCode } from './totpCode.ts';

describe('the two-factor code and secret (portal-spec §3, §9)', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('keeps the digits of %j', (typed, code) => {
    expect(normalizeTotpCode(typed)).toBe(code);
  });

  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
    ['12345a', false],
  ])('%j is complete: %s', (code, complete) => {
    expect(isCompleteTotpCode(code)).toBe(complete);
  });

  it('shows the secret in groups of 4', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('the login e-mail (portal-spec §5, shared e-mail rule)', () => {
  it.each([
    ['', 'Pole obowiązkowe'],
    ['   ', 'Pole obowiązkowe'],
    ['jan@', 'Niepoprawny adres e-mail'],
    ['jan kowalski@example.com', 'Niepoprawny adres e-mail'],
    ['żaneta@example.com', 'Niepoprawny adres e-mail'],
    ['jan.kowalski@example.com', null],
    [' jan.kowalski@example.com ', null],
  ])('%j → %j', (email, message) => {
    const problem = emailProblem(email);
    expect(problem ? i18n._(problem) : null).toBe(message);
  });
});

describe('the e-mailed link', () => {
  it('reads the e-mail and the token, trimmed', () => {
    expect(validateTokenLinkSearch({ email: ' jan@example.com ', token: 'abc' })).toEqual({
      email: 'jan@example.com',
      token: 'abc',
    });
  });

  it('turns a token the router parsed as a number back into text, and drops other shapes', () => {
    expect(validateTokenLinkSearch({ email: 'a@b.pl', token: 123456 })).toEqual({
      email: 'a@b.pl',
      token: '123456',
    });
    expect(validateTokenLinkSearch({ token: { x: 1 } })).toEqual({ email: '', token: '' });
  });
});
