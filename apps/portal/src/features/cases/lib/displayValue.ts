// portal-spec §1: dates are shown as DD.MM.YYYY and an empty date as '-'. Case properties arrive as text;
// those that are ISO dates ('2025-03-04' or a full timestamp) are shown as dates, the rest as they are.
import { formatDate } from '@portal/ui';

const ISO_DATE_VALUE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function isIsoDateValue(value: string): boolean {
  return ISO_DATE_VALUE.test(value.trim());
}

export function displayPropertyValue(value: string): string {
  if (!isIsoDateValue(value)) return value;
  const formatted = formatDate(value.trim());
  return formatted === '-' ? value : formatted;
}
