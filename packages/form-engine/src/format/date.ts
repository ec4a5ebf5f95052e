// Dates are typed and shown as DD.MM.YYYY (portal-spec §1) and stored as ISO 'YYYY-MM-DD' (format date of
// the schemas). Text that is not yet a whole, real date is kept as typed, so the validator says
// 'Niepoprawna data' instead of the input silently dropping it.
import { digitsOf, layDigits } from './digitMask.ts';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export function formatDateInput(value: string): string {
  return layDigits(digitsOf(value).slice(0, 8), '##.##.####');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'DD.MM.YYYY' -> 'YYYY-MM-DD' for a real calendar date; otherwise null. */
export function displayToIso(display: string): string | null {
  const match = DISPLAY.exec(display.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'; anything else is shown as it is. */
export function isoToDisplay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ISO.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** What a date input stores for its text: ISO when whole and real, undefined when empty, else the text. */
export function dateValueOf(display: string): string | undefined {
  if (display.trim() === '') return undefined;
  return displayToIso(display) ?? display;
}
