/**
 * Polish bank account number (NRB), applications-spec §5 "Identifiers": 26 digits written as 2 digits and six
 * groups of 4 separated by spaces (spaces optional on input). The 2 check digits are verified as in IBAN PL:
 * move 'PL' + check digits to the end, write P=25, L=21, and the number mod 97 must be 1.
 */
const NRB_SHAPE = /^\d{2}(?: ?\d{4}){6}$/;
const PL_AS_DIGITS = '2521';

/** Remainder of a long decimal string mod 97, digit by digit (the number exceeds Number precision). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const character of digits) remainder = (remainder * 10 + (character.charCodeAt(0) - 48)) % 97;
  return remainder;
}

export function isValidBankAccount(value: unknown): boolean {
  if (typeof value !== 'string' || !NRB_SHAPE.test(value)) return false;
  const digits = value.replaceAll(' ', '');
  return mod97(digits.slice(2) + PL_AS_DIGITS + digits.slice(0, 2)) === 1;
}
