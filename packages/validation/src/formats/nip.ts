/**
 * NIP (applications-spec §5 "Identifiers"): 10 digits, optionally separated by single dashes, at most 13
 * characters, not all zeros; control digit = weighted sum (6,5,7,2,3,4,5,6,7) mod 11, where 10 is never issued.
 */
import { toDigits, weightedSum } from './digits.ts';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const NIP_SHAPE = /^\d(?:-?\d){9}$/;

export function isValidNip(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 13 || !NIP_SHAPE.test(value)) return false;
  const digits = toDigits(value.replaceAll('-', ''));
  if (digits.every((digit) => digit === 0)) return false;
  const remainder = weightedSum(digits, NIP_WEIGHTS) % 11;
  return remainder !== 10 && remainder === digits[9];
}
