// Customer journeys, "one password rule everywhere": passwords at the rule's boundaries, each with the first reason
// it is refused for (null: accepted). The validation package, the server's account routes and the portal's
// account pages each judge this same table and must give the same verdict and message.
import type { PasswordProblemReason } from '../password-verdict.ts';

export interface PasswordExample {
  readonly password: string;
  /** The account's e-mail (its login). */
  readonly login: string;
  readonly refusedFor: PasswordProblemReason | null;
}

const login = 'jan.kowalski1@example.com';

export const PASSWORD_EXAMPLES: readonly PasswordExample[] = [
  // The password the activation link refused after registration had accepted it.
  { password: 'Polska2026!', login, refusedFor: 'common' },
  { password: 'Haslo12345', login, refusedFor: 'common' },
  { password: '2026Qwerty!', login, refusedFor: 'common' },
  { password: 'Krotkie1', login, refusedFor: 'tooShort' },
  { password: 'abcdefghi1', login, refusedFor: 'missingUppercase' },
  { password: 'ABCDEFGHI1', login, refusedFor: 'missingLowercase' },
  { password: 'BezCyfryTutaj', login, refusedFor: 'missingDigit' },
  { password: 'Jan.Kowalski1@Example.com', login, refusedFor: 'equalsLogin' },
  { password: 'Abcdefghi1', login, refusedFor: null },
  { password: 'Zielona-Łąka2026', login, refusedFor: null },
  { password: 'Żółwiątko1', login, refusedFor: null },
];
