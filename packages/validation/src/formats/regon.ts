/**
 * REGON (applications-spec §5 "Identifiers"; the formula is GUS's): 9 or 14 digits, spaces or dashes allowed
 * between digits. 9 digits: weights 8,9,2,3,4,5,6,7 mod 11 (10 counts as 0). 14 digits: weights
 * 2,4,8,5,0,9,7,3,6,1,2,4,8 mod 11 (10 counts as 0), and the first 9 digits must be a valid REGON themselves.
 * Because 10 maps to 0, a few single-digit typos are undetectable by design of the algorithm.
 */
import { toDigits, weightedSum } from './digits.ts';

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;
const REGON_SHAPE = /^\d(?:[ -]?\d)*$/;

function hasValidControlDigit(digits: readonly number[], weights: readonly number[]): boolean {
  return (weightedSum(digits, weights) % 11) % 10 === digits[weights.length];
}

export function isValidRegon(value: unknown): boolean {
  if (typeof value !== 'string' || !REGON_SHAPE.test(value)) return false;
  const digits = toDigits(value.replace(/[ -]/g, ''));
  if (digits.length !== 9 && digits.length !== 14) return false;
  if (!hasValidControlDigit(digits.slice(0, 9), REGON9_WEIGHTS)) return false;
  return digits.length === 9 || hasValidControlDigit(digits, REGON14_WEIGHTS);
}
