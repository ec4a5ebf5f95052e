// portal-spec §2 Case list, filters: case type; status, whose options depend on the type (statusesByType,
// key `_all` when no type is chosen, §3); filing date range, where future dates are not selectable and the
// earliest selectable date is the earliest registration date in the data with a timezone offset of 12 hours
// (43200000 ms) subtracted; and a search in the connection address. All pure, all applied together.
import type { IssueListItem } from '@portal/api-contract';
import dayjs from 'dayjs';
import { emptyFilters, NOTIFIED_ONLY, type IssueFilters } from './filterState.ts';
import { comparePolish } from '../../../shared/search/comparePolish.ts';
import { matchesSearch, matchesWords, searchWords } from '../../../shared/search/searchText.ts';

export { emptyFilters, NOTIFIED_ONLY, type IssueFilters };

/** portal-spec §3: the statusesByType key that lists every status. */
export const ALL_TYPES_KEY = '_all';

/** portal-spec §2: subtracted from the earliest registration date to get the earliest selectable day. */
export const TIMEZONE_OFFSET_MS = 43_200_000;

const DAY = 'YYYY-MM-DD';

export type StatusesByType = Record<string, readonly string[] | undefined>;

/** The case types to choose from, in Polish alphabetical order. */
export function caseTypeOptions(statusesByType: StatusesByType): string[] {
  return Object.keys(statusesByType)
    .filter((key) => key !== ALL_TYPES_KEY)
    .sort(comparePolish);
}

/** The statuses offered for a type: that type's list, or every status (`_all`) when no type is chosen. */
export function statusOptions(statusesByType: StatusesByType, type: string): string[] {
  const list = type ? statusesByType[type] : statusesByType[ALL_TYPES_KEY];
  return [...(list ?? [])];
}

/** Changes the type and drops a chosen status that the new type does not offer. */
export function withType(filters: IssueFilters, type: string, statusesByType: StatusesByType): IssueFilters {
  const keepStatus = filters.status !== '' && statusOptions(statusesByType, type).includes(filters.status);
  return { ...filters, type, status: keepStatus ? filters.status : '' };
}

/** The local calendar day of an instant or date, 'YYYY-MM-DD'; null when it is not a date. */
export function localDay(value: string | number | Date): string | null {
  const date = dayjs(value);
  return date.isValid() ? date.format(DAY) : null;
}

export interface DateBounds {
  /** The earliest selectable day, or null without data. */
  min: string | null;
  /** Today: future dates are not selectable. */
  max: string;
}

/** The selectable range of the filing-date filter. */
export function filingDateBounds(
  issues: readonly Pick<IssueListItem, 'registrationDate'>[],
  now: Date,
): DateBounds {
  let earliest = Number.POSITIVE_INFINITY;
  for (const issue of issues) {
    const time = Date.parse(issue.registrationDate);
    if (Number.isFinite(time) && time < earliest) earliest = time;
  }
  const max = localDay(now) ?? '';
  if (!Number.isFinite(earliest)) return { min: null, max };
  const min = localDay(earliest - TIMEZONE_OFFSET_MS) ?? null;
  return { min: min !== null && min > max ? max : min, max };
}

export type DateFieldError = 'invalid' | 'beforeMin' | 'afterMax' | 'toBeforeFrom';

export interface DateRangeErrors {
  dateFrom: DateFieldError | null;
  dateTo: DateFieldError | null;
}

function isValidDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && localDay(value) === value;
}

function boundsError(value: string, bounds: DateBounds): DateFieldError | null {
  if (value === '') return null;
  if (!isValidDay(value)) return 'invalid';
  if (value > bounds.max) return 'afterMax';
  if (bounds.min !== null && value < bounds.min) return 'beforeMin';
  return null;
}

/** Why each end of the date range cannot be applied (null: it can, or it is empty). */
export function dateRangeErrors(
  filters: Pick<IssueFilters, 'dateFrom' | 'dateTo'>,
  bounds: DateBounds,
): DateRangeErrors {
  const dateFrom = boundsError(filters.dateFrom, bounds);
  let dateTo = boundsError(filters.dateTo, bounds);
  if (!dateFrom && !dateTo && filters.dateFrom && filters.dateTo && filters.dateTo < filters.dateFrom) {
    dateTo = 'toBeforeFrom';
  }
  return { dateFrom, dateTo };
}

/** The filters as applied: a date end that has an error is left out until it is corrected. */
export function applicableFilters(filters: IssueFilters, bounds: DateBounds): IssueFilters {
  const errors = dateRangeErrors(filters, bounds);
  return {
    ...filters,
    dateFrom: errors.dateFrom ? '' : filters.dateFrom,
    dateTo: errors.dateTo ? '' : filters.dateTo,
  };
}

/** Every word of the query occurs in the address, in any order (the portal's one search rule). */
export function matchesAddress(address: string, query: string): boolean {
  return matchesSearch([address], query);
}

/** The registration day lies within the range (both ends inclusive; an invalid end is ignored). */
export function matchesDateRange(registrationDate: string, dateFrom: string, dateTo: string): boolean {
  const from = isValidDay(dateFrom) ? dateFrom : '';
  const to = isValidDay(dateTo) ? dateTo : '';
  if (!from && !to) return true;
  const day = localDay(registrationDate);
  if (day === null) return false;
  return (!from || day >= from) && (!to || day <= to);
}

export function filterIssues<T extends IssueListItem>(issues: readonly T[], filters: IssueFilters): T[] {
  const addressWords = searchWords(filters.address);
  return issues.filter(
    (issue) =>
      (!filters.type || issue.type === filters.type) &&
      (!filters.status || issue.status === filters.status) &&
      matchesDateRange(issue.registrationDate, filters.dateFrom, filters.dateTo) &&
      matchesWords([issue.address], addressWords) &&
      (filters.notified !== NOTIFIED_ONLY || issue.notification !== null),
  );
}

/** How many filters are set (shown on the mobile toggle). */
export function activeFilterCount(filters: IssueFilters): number {
  return [
    filters.type,
    filters.status,
    filters.dateFrom || filters.dateTo,
    filters.address.trim(),
    filters.notified,
  ].filter(Boolean).length;
}

// Typing a date is the design system's (@portal/ui DateField); re-exported for the filters' callers.
export { displayTypedDate, parseTypedDate } from '@portal/ui';
