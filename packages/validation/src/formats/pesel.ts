/**
 * PESEL (applications-spec §5 "Identifiers"): 11 digits, not all zeros, control digit with weights 1,3,7,9
 * repeated, and the birth date it encodes must exist. The month carries the century: +0 (1900s), +20 (2000s),
 * +40 (2100s), +60 (2200s), +80 (1800s).
 */
import { isExistingDate } from '../civil-date.ts';
import { toDigits, weightedSum } from './digits.ts';

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
const PESEL_SHAPE = /^\d{11}$/;
const CENTURY_BY_MONTH_OFFSET: ReadonlyMap<number, number> = new Map([
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
  [80, 1800],
]);

/** The birth date encoded in a PESEL, or null when the date part does not encode an existing day. */
export function peselBirthDate(pesel: string): { year: number; month: number; day: number } | null {
  if (!PESEL_SHAPE.test(pesel)) return null;
  const yearOfCentury = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const offset = Math.floor(encodedMonth / 20) * 20;
  const century = CENTURY_BY_MONTH_OFFSET.get(offset);
  const month = encodedMonth - offset;
  if (century === undefined) return null;
  const year = century + yearOfCentury;
  return isExistingDate(year, month, day) ? { year, month, day } : null;
}

export function isValidPesel(value: unknown): boolean {
  if (typeof value !== 'string' || !PESEL_SHAPE.test(value) || /^0+$/.test(value)) return false;
  const digits = toDigits(value);
  const control = (10 - (weightedSum(digits, PESEL_WEIGHTS) % 10)) % 10;
  return control === digits[10] && peselBirthDate(value) !== null;
}
