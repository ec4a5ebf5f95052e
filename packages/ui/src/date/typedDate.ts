// A date as the user types it (portal-spec §1: DD.MM.YYYY) and as the portal keeps it ('YYYY-MM-DD').
import dayjs from 'dayjs';

/**
 * A typed date, 'DD.MM.YYYY' (also with '-' or '/' between, or 8 digits), as 'YYYY-MM-DD'; null when it is
 * not a real calendar date.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})[.\-/ ](\d{1,2})[.\-/ ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return dayjs(iso).isValid() && dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** 'YYYY-MM-DD' as 'DD.MM.YYYY'; anything else as it is (a date still being typed). */
export function displayTypedDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
