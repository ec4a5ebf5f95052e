/**
 * Date range on an object, applications-spec §5 "Dates" and §9: start not before a minimum (default today);
 * end not after a maximum (default 5 years ahead); end required when a start is given; at most N days long
 * (default 14); a variant where both are required. The length counts both ends: 1st to 14th is 14 days.
 */
import {
  addYears,
  compareDates,
  formatIsoDate,
  parseIsoDate,
  resolveToday,
  toDayNumber,
  type CivilDate,
} from '../civil-date.ts';
import { isFilled, readField, type FieldRef, type RuleCheck, type RuleIssue } from './rule-check.ts';

export const DEFAULT_RANGE_MAX_DAYS = 14;
export const DEFAULT_RANGE_MAX_YEARS_AHEAD = 5;

export interface DateRangeOptions {
  readonly start: FieldRef;
  readonly end: FieldRef;
  /** ISO date; null means today. */
  readonly minDate: string | null;
  /** ISO date; null means today + 5 years. */
  readonly maxDate: string | null;
  readonly maxDays: number;
  readonly bothRequired: boolean;
}

export type DateRangeParams =
  | { readonly reason: 'startRequired' }
  | { readonly reason: 'endRequired' }
  | { readonly reason: 'startBeforeMin'; readonly minDate: string }
  | { readonly reason: 'endAfterMax'; readonly maxDate: string }
  | { readonly reason: 'endBeforeStart' }
  | { readonly reason: 'tooLong'; readonly maxDays: number };

export const checkDateRange: RuleCheck<DateRangeOptions, DateRangeParams> = (data, options, context) => {
  const issues: RuleIssue<DateRangeParams>[] = [];
  const rawStart = readField(data, options.start);
  const rawEnd = readField(data, options.end);
  if (options.bothRequired && !isFilled(rawStart)) {
    issues.push({ pointer: options.start.pointer, params: { reason: 'startRequired' } });
  }
  if ((options.bothRequired || isFilled(rawStart)) && !isFilled(rawEnd)) {
    issues.push({ pointer: options.end.pointer, params: { reason: 'endRequired' } });
  }

  const start = parseIsoDate(rawStart);
  const end = parseIsoDate(rawEnd);
  const today = resolveToday(context);
  const minDate: CivilDate = parseIsoDate(options.minDate) ?? today;
  const maxDate: CivilDate = parseIsoDate(options.maxDate) ?? addYears(today, DEFAULT_RANGE_MAX_YEARS_AHEAD);
  if (start && compareDates(start, minDate) < 0) {
    issues.push({
      pointer: options.start.pointer,
      params: { reason: 'startBeforeMin', minDate: formatIsoDate(minDate) },
    });
  }
  const endTooLate = end !== null && compareDates(end, maxDate) > 0;
  if (endTooLate) {
    issues.push({
      pointer: options.end.pointer,
      params: { reason: 'endAfterMax', maxDate: formatIsoDate(maxDate) },
    });
  }
  // One message per date (form 6): an end past the maximum is not also reported as too long.
  if (start && end && !endTooLate) {
    if (compareDates(end, start) < 0) {
      issues.push({ pointer: options.end.pointer, params: { reason: 'endBeforeStart' } });
    } else if (toDayNumber(end) - toDayNumber(start) + 1 > options.maxDays) {
      issues.push({ pointer: options.end.pointer, params: { reason: 'tooLong', maxDays: options.maxDays } });
    }
  }
  return issues.length > 0 ? issues : null;
};
