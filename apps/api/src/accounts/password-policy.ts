// Password rules on the server: the one rule the account pages run in the browser too
// (packages/validation's newPasswordProblems: strength, the common-password list, not the e-mail), each
// reason beneath the field with the contract's keyword.
import type { FieldError } from '@portal/api-contract';
import { PasswordErrorKeyword } from '@portal/api-contract';
import { newPasswordProblems, type PasswordProblem } from '@portal/validation';

function keywordOf(problem: PasswordProblem): string {
  if (problem.reason === 'common') return PasswordErrorKeyword.commonPassword;
  if (problem.reason === 'equalsLogin') return PasswordErrorKeyword.passwordEqualsEmail;
  return problem.keyword;
}

export function passwordProblems(password: string, email: string, field = '/password'): FieldError[] {
  return newPasswordProblems(password, email).map((problem) => ({
    pointer: field,
    keyword: keywordOf(problem),
    message: problem.message,
  }));
}
