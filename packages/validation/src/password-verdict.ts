// THE password rule for a new password (portal-spec §5: activation, reset and change of password), as the
// account pages show it in the browser and the server refuses it (the activation link refused
// 'Polska2026!', which registration had accepted). Every reason, in the order the pages show them, with
// the validation package's own Polish message: the same checks as the forms' `passwordStrength` and
// `passwordDiffersFromLogin` keywords (rules/password.ts). No AJV compiler: fine for the browser's CSP.
import type { ErrorObject } from 'ajv';
import { errorMessage } from './messages/localize.ts';
import {
  checkPasswordDiffersFromLogin,
  checkPasswordStrength,
  PASSWORD_MIN_LENGTH,
  type PasswordStrengthParams,
} from './rules/password.ts';

export type PasswordProblemReason = PasswordStrengthParams['reason'] | 'equalsLogin';

export interface PasswordProblem {
  readonly reason: PasswordProblemReason;
  readonly keyword: 'passwordStrength' | 'passwordDiffersFromLogin';
  /** Polish, as beneath the field. */
  readonly message: string;
}

const field = (name: string) => ({ segments: [name], pointer: `/${name}` });

function message(keyword: string, params: object): string {
  return errorMessage({ keyword, params, instancePath: '', schemaPath: '' } as ErrorObject);
}

/**
 * Why `password` may not be a new password of the account `login` ([] when it may). `login` null leaves
 * the 'not the e-mail' rule out (a page that does not know the e-mail). An empty password is the caller's
 * 'required'.
 */
export function newPasswordProblems(password: string, login: string | null): PasswordProblem[] {
  const strength = checkPasswordStrength(password, { minLength: PASSWORD_MIN_LENGTH }, undefined) ?? [];
  const problems: PasswordProblem[] = strength.map(({ params }) => ({
    reason: params.reason,
    keyword: 'passwordStrength',
    message: message('passwordStrength', params),
  }));
  const equalsLogin =
    login !== null &&
    (checkPasswordDiffersFromLogin(
      { password, login },
      { password: field('password'), login: field('login') },
      undefined,
    )?.length ?? 0) > 0;
  if (equalsLogin)
    problems.push({
      reason: 'equalsLogin',
      keyword: 'passwordDiffersFromLogin',
      message: message('passwordDiffersFromLogin', {}),
    });
  return problems;
}
