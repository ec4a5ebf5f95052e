// portal-spec §1: dates are shown as DD.MM.YYYY in the pl locale; an empty date is shown as '-'.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pl';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const EMPTY_DATE = '-';

export type DateValue = string | number | Date | Dayjs | null | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\S*)?$/;

/** dayjs rolls '2024-02-30' over to 1 March; a calendar date that does not exist is invalid instead. */
function isRealCalendarDate(year: number, month: number, day: number): boolean {
  // Date.UTC reads years 0-99 as 1900-1999, as dayjs does: such a year never reads back, and is refused.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Parses an API date (ISO string, epoch milliseconds, Date or Dayjs); null when empty or invalid. */
export function parseDate(value: DateValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string' && !calendarDateOf(value)) return null;
  const parsed = dayjs(typeof value === 'string' ? value.trim() : value).locale('pl');
  return parsed.isValid() ? parsed : null;
}

/** The calendar date an ISO string starts with, when it exists. */
function calendarDateOf(text: string): { year: string; month: string; day: string } | null {
  const iso = ISO_DATE.exec(text.trim());
  if (!iso) return null;
  const [, year = '', month = '', day = ''] = iso;
  return isRealCalendarDate(Number(year), Number(month), Number(day)) ? { year, month, day } : null;
}

/** 'DD.MM.YYYY' in local time, or '-' for an empty or invalid value. */
export function formatDate(value: DateValue): string {
  // A bare calendar date (most of what the API sends) needs no parse: a list formats hundreds of them.
  if (typeof value === 'string' && value.trim().length === 10) {
    const date = calendarDateOf(value);
    return date ? `${date.day}.${date.month}.${date.year}` : EMPTY_DATE;
  }
  return parseDate(value)?.format(DATE_FORMAT) ?? EMPTY_DATE;
}
