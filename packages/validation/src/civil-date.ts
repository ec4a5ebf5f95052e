/**
 * Calendar dates without time zones ('YYYY-MM-DD'), so that the browser and the server compare the same days.
 * "Today" is the current date in Europe/Warsaw (the operator's time zone), unless a validation context
 * injects one (applications-spec §5 "Dates": every date rule is relative to today).
 */

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isExistingDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses a strict ISO calendar date; anything else (wrong type, shape or a day that does not exist) is null. */
export function parseIsoDate(value: unknown): CivilDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isExistingDate(year, month, day) ? { year, month, day } : null;
}

export function formatIsoDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

// Days since 1970-01-01 by Howard Hinnant's days_from_civil: pure integer arithmetic, because Date.UTC
// maps years 0-99 to 1900-1999 and we must not depend on the host's Date quirks.
export function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Adds calendar months; the 31st becomes the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addYears(date: CivilDate, years: number): CivilDate {
  return addMonths(date, years * 12);
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/** Compares only year and month: the spec's "month granularity" rules. */
export function compareMonths(a: CivilDate, b: CivilDate): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function firstDayOfMonth(date: CivilDate): CivilDate {
  return { year: date.year, month: date.month, day: 1 };
}

export function lastDayOfMonth(date: CivilDate): CivilDate {
  return { year: date.year, month: date.month, day: daysInMonth(date.year, date.month) };
}

/** 0 = Sunday ... 6 = Saturday, like Date#getDay. 1970-01-01 was a Thursday. */
export function dayOfWeek(date: CivilDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: CivilDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (1–12): when the EU's summer time starts (March) or ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * Europe/Warsaw's offset from UTC at an instant, in hours. Poland keeps the EU's rule (since 1996): summer
 * time, UTC+2, from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October,
 * UTC+1 otherwise. Computed rather than asked of Intl: the first date formatter a page makes starts the
 * browser's formatting data, 25–55 ms on a slow CPU, and the wizard needs today before its first render
 * (docs/decisions.md). civil-date.test.ts checks every day of 2000–2040 against Node's zone data, so a
 * change of the rule fails there first.
 */
function warsawOffsetHours(now: Date): number {
  const year = now.getUTCFullYear();
  const time = now.getTime();
  return time >= lastSundayAtOneUtc(year, 3) && time < lastSundayAtOneUtc(year, 10) ? 2 : 1;
}

/** The current calendar date in Europe/Warsaw as 'YYYY-MM-DD'. */
export function todayInWarsaw(now: Date = new Date()): string {
  return new Date(now.getTime() + warsawOffsetHours(now) * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The "today" a validation run uses: `this.today` of the validation context (AJV `passContext`), when it is a
 * valid ISO date, otherwise the real date in Warsaw. Non-strict generated code may pass the global object as
 * `this`; it is ignored on purpose.
 */
export function resolveToday(context: unknown): CivilDate {
  if (typeof context === 'object' && context !== null && context !== globalThis) {
    const injected = parseIsoDate((context as { today?: unknown }).today);
    if (injected) return injected;
  }
  return parseIsoDate(todayInWarsaw()) ?? { year: 1970, month: 1, day: 1 };
}
