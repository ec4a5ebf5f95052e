import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

describe('passwordStrength', () => {
  const schema = (value: unknown = true) => ({
    type: 'object',
    properties: { password: { type: 'string', passwordStrength: value } },
  });

  it.each([
    ['10 characters with a lowercase, an uppercase and a digit pass', 'Abcdefgh12', []],
    ['9 characters fail', 'Abcdefg12', ['Hasło jest za krótkie – musi mieć co najmniej 10 znaków']],
    ['no uppercase fails', 'abcdefgh12', ['Hasło musi zawierać wielką literę']],
    ['no lowercase fails', 'ABCDEFGH12', ['Hasło musi zawierać małą literę']],
    ['no digit fails', 'Abcdefghij', ['Hasło musi zawierać cyfrę']],
    ['Polish letters count as lowercase and uppercase', 'Żółćżółć12', []],
    ['Polish uppercase only still lacks a lowercase', 'ŻÓŁĆŻÓŁĆ12', ['Hasło musi zawierać małą literę']],
    ['Polish lowercase only still lacks an uppercase', 'żółćżółć12', ['Hasło musi zawierać wielką literę']],
    [
      'every missing rule is reported',
      'abc',
      [
        'Hasło jest za krótkie – musi mieć co najmniej 10 znaków',
        'Hasło musi zawierać wielką literę',
        'Hasło musi zawierać cyfrę',
      ],
    ],
    ['an empty password is left to "required"', '', []],
  ])('%s', (_rule, password, expected) => {
    expect(keywordMessages(schema(), { password }, 'passwordStrength')).toEqual(
      expected.map((message) => `/password: ${message}`),
    );
  });

  it('takes another minimum length', () => {
    expect(
      keywordMessages(schema({ minLength: 12 }), { password: 'Abcdefgh123' }, 'passwordStrength'),
    ).toEqual(['/password: Hasło jest za krótkie – musi mieć co najmniej 12 znaków']);
  });
});

describe('passwordDiffersFromLogin', () => {
  const schema = {
    type: 'object',
    properties: { email: { type: 'string' }, password: { type: 'string' } },
    passwordDiffersFromLogin: { password: 'password', login: 'email' },
  };

  it.each([
    [
      'the same text fails beneath the password',
      { email: 'Jan@Example.pl', password: 'Jan@Example.pl' },
      ['/password: Hasło nie może być takie samo jak login'],
    ],
    [
      'a different case still fails',
      { email: 'Jan@Example.pl', password: 'jan@example.PL' },
      ['/password: Hasło nie może być takie samo jak login'],
    ],
    ['a different password passes', { email: 'jan@example.pl', password: 'Abcdefgh12' }, []],
    ['no password yet passes', { email: 'jan@example.pl' }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'passwordDiffersFromLogin')).toEqual(expected);
  });
});

describe('passwordConfirmation', () => {
  const schema = {
    type: 'object',
    properties: { password: { type: 'string' }, passwordRepeat: { type: 'string' } },
    passwordConfirmation: { password: 'password', confirmation: 'passwordRepeat' },
  };

  it.each([
    ['an equal confirmation passes', { password: 'Abcdefgh12', passwordRepeat: 'Abcdefgh12' }, []],
    [
      'a different confirmation fails beneath it',
      { password: 'Abcdefgh12', passwordRepeat: 'abcdefgh12' },
      ['/passwordRepeat: Hasła nie są zgodne'],
    ],
    ['an empty confirmation is left to "required"', { password: 'Abcdefgh12', passwordRepeat: '' }, []],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'passwordConfirmation')).toEqual(expected);
  });
});
