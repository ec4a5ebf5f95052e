/**
 * Preferred-date lists (array of { day, hours }), applications-spec §5 "Dates": each day within a range
 * (default today to one month ahead); working days only: no weekends, no public holidays; day and hours both filled or both empty; at least one
 * entry in the strict variant.
 */
import {
  addMonths,
  compareDates,
  formatIsoDate,
  isWeekend,
  parseIsoDate,
  resolveToday,
} from '../civil-date.ts';
import { isPolishPublicHoliday } from '../public-holidays.ts';
import { isFilled, readField, type FieldRef, type RuleCheck, type RuleIssue } from './rule-check.ts';

export interface PreferredDatesOptions {
  readonly day: FieldRef;
  readonly hours: FieldRef;
  /** ISO date; null means today. */
  readonly minDate: string | null;
  /** ISO date; null means one month after today. */
  readonly maxDate: string | null;
  readonly atLeastOne: boolean;
}

export type PreferredDatesParams =
  | { readonly reason: 'dayMissing' }
  | { readonly reason: 'hoursMissing' }
  | { readonly reason: 'beforeMin'; readonly minDate: string }
  | { readonly reason: 'afterMax'; readonly maxDate: string }
  | { readonly reason: 'weekend' }
  | { readonly reason: 'holiday' }
  | { readonly reason: 'atLeastOne' };

export const checkPreferredDates: RuleCheck<PreferredDatesOptions, PreferredDatesParams> = (
  data,
  options,
  context,
) => {
  if (!Array.isArray(data)) return null;
  const today = resolveToday(context);
  const minDate = parseIsoDate(options.minDate) ?? today;
  const maxDate = parseIsoDate(options.maxDate) ?? addMonths(today, 1);
  const issues: RuleIssue<PreferredDatesParams>[] = [];
  let filledEntries = 0;

  data.forEach((entry: unknown, index) => {
    const rawDay = readField(entry, options.day);
    const dayFilled = isFilled(rawDay);
    const hoursFilled = isFilled(readField(entry, options.hours));
    if (dayFilled || hoursFilled) filledEntries++;
    if (hoursFilled && !dayFilled)
      issues.push({ pointer: `/${index}${options.day.pointer}`, params: { reason: 'dayMissing' } });
    if (dayFilled && !hoursFilled)
      issues.push({ pointer: `/${index}${options.hours.pointer}`, params: { reason: 'hoursMissing' } });

    const day = parseIsoDate(rawDay);
    if (!day) return;
    const dayPath = `/${index}${options.day.pointer}`;
    if (compareDates(day, minDate) < 0) {
      issues.push({ pointer: dayPath, params: { reason: 'beforeMin', minDate: formatIsoDate(minDate) } });
    } else if (compareDates(day, maxDate) > 0) {
      issues.push({ pointer: dayPath, params: { reason: 'afterMax', maxDate: formatIsoDate(maxDate) } });
    }
    if (isWeekend(day)) issues.push({ pointer: dayPath, params: { reason: 'weekend' } });
    else if (isPolishPublicHoliday(day)) issues.push({ pointer: dayPath, params: { reason: 'holiday' } });
  });

  if (options.atLeastOne && filledEntries === 0)
    issues.push({ pointer: '', params: { reason: 'atLeastOne' } });
  return issues.length > 0 ? issues : null;
};
