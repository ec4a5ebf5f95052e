// Customer journeys: one password rule everywhere. The account pages' verdict (newPasswordProblems) is the forms'
// verdict (the passwordStrength and passwordDiffersFromLogin keywords), message for message.
import { describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv.ts';
import { localizeErrors } from './messages/localize.ts';
import { newPasswordProblems } from './password-verdict.ts';
import { PASSWORD_EXAMPLES } from './testing/password-examples.ts';

const formValidate = createAjv().compile({
  type: 'object',
  properties: { login: { type: 'string' }, password: { type: 'string', passwordStrength: true } },
  passwordDiffersFromLogin: { password: 'password', login: 'login' },
});

function formMessages(password: string, login: string): string[] {
  if (formValidate({ login, password })) return [];
  return localizeErrors(formValidate.errors ?? [], 'pl').map((error) => error.message);
}

describe('the one password rule', () => {
  it.each(PASSWORD_EXAMPLES.map((example) => [example.password, example] as const))(
    '%s',
    (_, { password, login, refusedFor }) => {
      const problems = newPasswordProblems(password, login);
      expect(problems[0]?.reason ?? null).toBe(refusedFor);
      expect(problems.map((problem) => problem.message).sort()).toEqual(formMessages(password, login).sort());
    },
  );

  it("refuses 'Polska2026!' as a decorated common word, in Polish", () => {
    expect(newPasswordProblems('Polska2026!', 'ewa@example.com')).toEqual([
      {
        reason: 'common',
        keyword: 'passwordStrength',
        message: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
      },
    ]);
  });

  it('judges a common password only once the other strength rules pass, and leaves the login out on request', () => {
    expect(newPasswordProblems('polska', 'ewa@example.com').map((problem) => problem.reason)).toEqual([
      'tooShort',
      'missingUppercase',
      'missingDigit',
    ]);
    expect(newPasswordProblems('Ewa@Example.com1', null)).toEqual([]);
    expect(newPasswordProblems('Ewa@Example.com1', 'ewa@example.com1')[0]?.reason).toBe('equalsLogin');
  });
});
