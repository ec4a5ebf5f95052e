// portal-spec §1: dates are shown as DD.MM.YYYY in the pl locale; an empty date is shown as '-'.
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pl';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const EMPTY_DATE = '-';

export type DateValue = string | number | Date | Dayjs | null | undefined;

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ]\S*)?$/;

/** dayjs rolls '2024-02-30' over to 1 March; a calendar date that does not exist is invalid instead. */
function isRealCalendarDate(isoDate: string): boolean {
  const date = dayjs(isoDate);
  return date.isValid() && date.format('YYYY-MM-DD') === isoDate;
}

/** Parses an API date (ISO string, epoch milliseconds, Date or Dayjs); null when empty or invalid. */
export function parseDate(value: DateValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value.trim());
    if (!iso?.[1] || !isRealCalendarDate(iso[1])) return null;
  }
  const parsed = dayjs(typeof value === 'string' ? value.trim() : value).locale('pl');
  return parsed.isValid() ? parsed : null;
}

/** 'DD.MM.YYYY' in local time, or '-' for an empty or invalid value. */
export function formatDate(value: DateValue): string {
  return parseDate(value)?.format(DATE_FORMAT) ?? EMPTY_DATE;
}
