// portal-spec §5 password rules, one row per boundary: the live checklist and the field messages.
import { describe, expect, it } from 'vitest';
import { PASSWORD_EXAMPLES } from '@portal/validation/testing/passwords';
import { evaluatePasswordRules, newPasswordErrors, PASSWORD_MIN_LENGTH } from './passwordRules.ts';

const met = (password: string, email: string | null = 'jan@example.com') =>
  Object.fromEntries(evaluatePasswordRules(password, email).map(({ rule, met: ok }) => [rule, ok]));

describe('the checklist', () => {
  it('meets nothing for an empty password', () => {
    expect(met('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      differsFromEmail: false,
    });
  });

  it.each([
    ['Abcdefgh1', { length: false, lowercase: true, uppercase: true, digit: true, differsFromEmail: true }],
    ['Abcdefghi1', { length: true, lowercase: true, uppercase: true, digit: true, differsFromEmail: true }],
    ['abcdefghi1', { length: true, lowercase: true, uppercase: false, digit: true, differsFromEmail: true }],
    ['ABCDEFGHI1', { length: true, lowercase: false, uppercase: true, digit: true, differsFromEmail: true }],
    ['Abcdefghij', { length: true, lowercase: true, uppercase: true, digit: false, differsFromEmail: true }],
    ['Żółwiątko1', { length: true, lowercase: true, uppercase: true, digit: true, differsFromEmail: true }],
  ])('%j', (password, expected) => {
    expect(met(password)).toEqual(expected);
  });

  it(`counts characters, not bytes: ${PASSWORD_MIN_LENGTH} Polish letters are enough`, () => {
    expect(met('Ąęśćżźółń1').length).toBe(true);
  });

  it('compares with the e-mail case-insensitively', () => {
    expect(met('Jan@Example.com1', 'jan@example.com1').differsFromEmail).toBe(false);
    expect(met('JAN@EXAMPLE.COM', 'jan@example.com').differsFromEmail).toBe(false);
  });

  it('leaves the e-mail rule out when there is no e-mail', () => {
    expect(met('Abcdefghi1', null)).not.toHaveProperty('differsFromEmail');
  });
});

describe('the field messages', () => {
  it.each([
    ['', '', { password: 'Pole obowiązkowe', confirmation: 'Pole obowiązkowe' }],
    ['Abc1', 'Abc1', { password: 'Hasło jest za krótkie – musi mieć co najmniej 10 znaków' }],
    ['abcdefghi1', 'abcdefghi1', { password: 'Hasło musi zawierać wielką literę' }],
    ['ABCDEFGHI1', 'ABCDEFGHI1', { password: 'Hasło musi zawierać małą literę' }],
    ['Abcdefghij', 'Abcdefghij', { password: 'Hasło musi zawierać cyfrę' }],
    ['Abcdefghi1', 'Abcdefghi2', { confirmation: 'Hasła nie są zgodne' }],
    ['Abcdefghi1', '', { confirmation: 'Pole obowiązkowe' }],
    ['Abcdefghi1', 'Abcdefghi1', {}],
  ])('%j / %j', (password, confirmation, expected) => {
    expect(newPasswordErrors(password, confirmation, 'jan@example.com')).toEqual(expected);
  });

  it("refuses the e-mail itself ('password_must_no_equal_with_email')", () => {
    expect(
      newPasswordErrors(
        'Jan.Kowalski1@Example.com',
        'Jan.Kowalski1@Example.com',
        'jan.kowalski1@example.com',
      ),
    ).toEqual({
      password: 'Hasło nie może być takie samo jak login',
    });
  });
});

// Customer journeys: the activation page let 'Polska2026!' through and the server refused it ('zbyt popularne').
// The pages judge the one rule's examples as the server does (apps/api passwords.test.ts judges the same).
describe('the one password rule', () => {
  const messages: Record<string, string> = {
    common: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    tooShort: 'Hasło jest za krótkie – musi mieć co najmniej 10 znaków',
    missingUppercase: 'Hasło musi zawierać wielką literę',
    missingLowercase: 'Hasło musi zawierać małą literę',
    missingDigit: 'Hasło musi zawierać cyfrę',
    equalsLogin: 'Hasło nie może być takie samo jak login',
  };

  it.each(PASSWORD_EXAMPLES.map((example) => [example.password, example] as const))(
    '%s',
    (_, { password, login, refusedFor }) => {
      expect(newPasswordErrors(password, password, login)).toEqual(
        refusedFor === null ? {} : { password: messages[refusedFor] },
      );
    },
  );

  it('a common password meets every rule of the checklist; its message says why it is refused', () => {
    expect(Object.values(met('Polska2026!')).every(Boolean)).toBe(true);
  });
});
