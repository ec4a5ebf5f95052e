// Password rules on the server: the same keywords as the portal's forms (packages/validation), plus a
// check against a bundled list of common passwords (quality-bar "Passwords").
import { readFileSync } from 'node:fs';
import type { FieldError } from '@portal/api-contract';
import { PasswordErrorKeyword } from '@portal/api-contract';
import { passwordPolicyErrors } from './password-rules.ts';

const common = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/** 'Polska2026!' is 'polska' with decoration: the decoration adds little against a guessing attack. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  return common.has(lower) || (base.length > 0 && common.has(base));
}

export function passwordProblems(password: string, email: string, field = '/password'): FieldError[] {
  const problems = passwordPolicyErrors(password, email, field);
  if (problems.length === 0 && isCommonPassword(password)) {
    problems.push({
      pointer: field,
      keyword: PasswordErrorKeyword.commonPassword,
      message: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    });
  }
  return problems;
}
