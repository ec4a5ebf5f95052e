/**
 * Password rules, applications-spec §5 "General text and contact" and portal-spec §5 (activation, reset,
 * change): at least 10 characters, a lowercase and an uppercase letter (Polish letters count) and a digit;
 * not a common password; not equal to the login compared case-insensitively; the confirmation
 * must match. THE password rule (the activation link refused 'Polska2026!', which registration
 * had accepted): the forms' keywords, the account pages in the browser and the server all run these checks.
 */
import { isCommonPassword } from './common-passwords.ts';
import { isFilled, readField, type FieldRef, type RuleCheck, type RuleIssue } from './rule-check.ts';
import { characterCount } from './text.ts';

export const PASSWORD_MIN_LENGTH = 10;

export interface PasswordStrengthOptions {
  readonly minLength: number;
}

export type PasswordStrengthParams =
  | { readonly reason: 'tooShort'; readonly minLength: number }
  | { readonly reason: 'missingLowercase' }
  | { readonly reason: 'missingUppercase' }
  | { readonly reason: 'missingDigit' }
  /** Judged only when the others pass: a common password or a decorated common word. */
  | { readonly reason: 'common' };

export const checkPasswordStrength: RuleCheck<PasswordStrengthOptions, PasswordStrengthParams> = (
  data,
  { minLength },
) => {
  if (typeof data !== 'string' || data === '') return null;
  const issues: RuleIssue<PasswordStrengthParams>[] = [];
  if (characterCount(data) < minLength)
    issues.push({ pointer: '', params: { reason: 'tooShort', minLength } });
  if (!/\p{Ll}/u.test(data)) issues.push({ pointer: '', params: { reason: 'missingLowercase' } });
  if (!/\p{Lu}/u.test(data)) issues.push({ pointer: '', params: { reason: 'missingUppercase' } });
  if (!/[0-9]/.test(data)) issues.push({ pointer: '', params: { reason: 'missingDigit' } });
  if (issues.length === 0 && isCommonPassword(data))
    issues.push({ pointer: '', params: { reason: 'common' } });
  return issues.length > 0 ? issues : null;
};

export interface PasswordDiffersFromLoginOptions {
  readonly password: FieldRef;
  readonly login: FieldRef;
}

export type PasswordDiffersFromLoginParams = Record<string, never>;

export const checkPasswordDiffersFromLogin: RuleCheck<
  PasswordDiffersFromLoginOptions,
  PasswordDiffersFromLoginParams
> = (data, { password, login }) => {
  const passwordValue = readField(data, password);
  const loginValue = readField(data, login);
  if (typeof passwordValue !== 'string' || typeof loginValue !== 'string' || !isFilled(passwordValue))
    return null;
  // toLowerCase, not toLocaleLowerCase: the result must not depend on the browser's or server's locale.
  if (passwordValue.toLowerCase() !== loginValue.toLowerCase()) return null;
  return [{ pointer: password.pointer, params: {} }];
};

export interface PasswordConfirmationOptions {
  readonly password: FieldRef;
  readonly confirmation: FieldRef;
}

export type PasswordConfirmationParams = Record<string, never>;

/** An empty confirmation is left to `required` ('Pole obowiązkowe'). */
export const checkPasswordConfirmation: RuleCheck<PasswordConfirmationOptions, PasswordConfirmationParams> = (
  data,
  { password, confirmation },
) => {
  const confirmationValue = readField(data, confirmation);
  if (!isFilled(confirmationValue) || confirmationValue === readField(data, password)) return null;
  return [{ pointer: confirmation.pointer, params: {} }];
};
