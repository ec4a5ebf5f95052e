// portal-spec §5, activation, reset and change-password forms: the password satisfies the shared password
// rules (applications-spec §5: at least 10 characters, a lowercase and an uppercase letter, a digit; not a
// common password), must not equal the e-mail compared case-insensitively
// ('password_must_no_equal_with_email'), and the confirmation is required ('validate.required') and equal
// ('password_no_equal').
//
// The rules are the validation package's one password rule (newPasswordProblems: the same the server runs,
// with the common-password list), and its Polish messages; neither pulls in AJV's compiler (CSP:
// no unsafe-eval).
import {
  errorMessage,
  newPasswordProblems,
  PASSWORD_MIN_LENGTH,
  type PasswordProblemReason,
} from '@portal/validation/browser';

export { PASSWORD_MIN_LENGTH };

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'differsFromEmail';

export interface PasswordRuleState {
  rule: PasswordRuleId;
  met: boolean;
}

/** The checklist's rule a refusal breaks; a common password breaks none of them (its message says why). */
const ruleOf: Record<PasswordProblemReason, PasswordRuleId | null> = {
  tooShort: 'length',
  missingLowercase: 'lowercase',
  missingUppercase: 'uppercase',
  missingDigit: 'digit',
  common: null,
  equalsLogin: 'differsFromEmail',
};

function message(keyword: string, params: object = {}): string {
  return errorMessage({ keyword, params, instancePath: '', schemaPath: '' } as Parameters<
    typeof errorMessage
  >[0]);
}

/** The live checklist: each rule and whether the password meets it ('' meets none). */
export function evaluatePasswordRules(password: string, email: string | null): PasswordRuleState[] {
  const ids: PasswordRuleId[] = ['length', 'lowercase', 'uppercase', 'digit'];
  if (email !== null) ids.push('differsFromEmail');
  const failed = new Set(newPasswordProblems(password, email).map((problem) => ruleOf[problem.reason]));
  return ids.map((rule) => ({ rule, met: password !== '' && !failed.has(rule) }));
}

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** The messages shown beneath the new-password and confirmation fields (the first problem of each). */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  email: string | null,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const [firstProblem] = newPasswordProblems(password, email);
  if (password === '') errors.password = message('required', { missingProperty: 'password' });
  else if (firstProblem) errors.password = firstProblem.message;

  if (confirmation === '') errors.confirmation = message('required', { missingProperty: 'confirmation' });
  else if (confirmation !== password) errors.confirmation = message('passwordConfirmation');
  return errors;
}

/** 'Pole obowiązkowe', the shared message of a required field. */
export function requiredMessage(): string {
  return message('required', { missingProperty: 'value' });
}
