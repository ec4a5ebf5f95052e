// portal-spec §5, activation, reset and change-password forms: the password satisfies the shared password
// rules (applications-spec §5: at least 10 characters, a lowercase and an uppercase letter, a digit), must
// not equal the e-mail compared case-insensitively ('password_must_no_equal_with_email'), and the
// confirmation is required ('validate.required') and equal ('password_no_equal').
//
// The rules are the validation package's own checks (the ones its precompiled validators and the server
// run), and the messages its Polish catalog; neither pulls in AJV's compiler (CSP: no unsafe-eval).
import { errorMessage } from '@portal/validation/browser';
import { checks } from '@portal/validation/runtime';

/** The keyword's default minimum (applications-spec §5). */
export const PASSWORD_MIN_LENGTH = 10;

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'differsFromEmail';

export interface PasswordRuleState {
  rule: PasswordRuleId;
  met: boolean;
}

const strengthReasons = {
  tooShort: 'length',
  missingLowercase: 'lowercase',
  missingUppercase: 'uppercase',
  missingDigit: 'digit',
} as const satisfies Record<string, PasswordRuleId>;

const field = (name: string) => ({ segments: [name], pointer: `/${name}` });

function strengthIssues(password: string) {
  return checks.passwordStrength(password, { minLength: PASSWORD_MIN_LENGTH }, undefined) ?? [];
}

function equalsEmail(password: string, email: string): boolean {
  const issues = checks.passwordDiffersFromLogin(
    { password, login: email },
    { password: field('password'), login: field('login') },
    undefined,
  );
  return issues !== null && issues.length > 0;
}

function message(keyword: string, params: object = {}): string {
  return errorMessage({ keyword, params, instancePath: '', schemaPath: '' } as Parameters<
    typeof errorMessage
  >[0]);
}

/** The live checklist: each rule and whether the password meets it ('' meets none). */
export function evaluatePasswordRules(password: string, email: string | null): PasswordRuleState[] {
  const failed = new Set<PasswordRuleId>(
    password === ''
      ? Object.values(strengthReasons)
      : strengthIssues(password).map((i) => strengthReasons[i.params.reason]),
  );
  const rules: PasswordRuleState[] = (['length', 'lowercase', 'uppercase', 'digit'] as const).map((rule) => ({
    rule,
    met: !failed.has(rule),
  }));
  if (email !== null) {
    rules.push({ rule: 'differsFromEmail', met: password !== '' && !equalsEmail(password, email) });
  }
  return rules;
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
  const [firstIssue] = strengthIssues(password);
  if (password === '') errors.password = message('required', { missingProperty: 'password' });
  else if (firstIssue) errors.password = message('passwordStrength', firstIssue.params);
  else if (email !== null && equalsEmail(password, email))
    errors.password = message('passwordDiffersFromLogin');

  if (confirmation === '') errors.confirmation = message('required', { missingProperty: 'confirmation' });
  else if (confirmation !== password) errors.confirmation = message('passwordConfirmation');
  return errors;
}

/** 'Pole obowiązkowe', the shared message of a required field. */
export function requiredMessage(): string {
  return message('required', { missingProperty: 'value' });
}
