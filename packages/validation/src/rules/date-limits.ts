/**
 * Single-date rules, applications-spec §5 "Dates": not in the future; not in the past at month granularity;
 * not more than N (5) years ahead at month granularity; not older than N (2) years (e.g. an inventory older
 * than 2 years cannot be updated); not older than N days (§9: 30 days for an extra expertise). Values that are not ISO dates are left to `format: "date"`.
 */
import {
  addDays,
  addYears,
  compareDates,
  compareMonths,
  firstDayOfMonth,
  formatIsoDate,
  lastDayOfMonth,
  parseIsoDate,
  resolveToday,
} from '../civil-date.ts';
import type { RuleCheck } from './rule-check.ts';

export interface DateLimitParams {
  /** The last (or first) allowed date, ISO. */
  readonly limit: string;
}

export interface YearsLimitParams extends DateLimitParams {
  readonly years: number;
}

export interface YearsOptions {
  readonly years: number;
}

export const checkDateNotInFuture: RuleCheck<true, DateLimitParams> = (data, _options, context) => {
  const date = parseIsoDate(data);
  if (!date) return null;
  const today = resolveToday(context);
  return compareDates(date, today) > 0 ? [{ pointer: '', params: { limit: formatIsoDate(today) } }] : null;
};

export const checkDateNotBeforeCurrentMonth: RuleCheck<true, DateLimitParams> = (data, _options, context) => {
  const date = parseIsoDate(data);
  if (!date) return null;
  const today = resolveToday(context);
  if (compareMonths(date, today) >= 0) return null;
  return [{ pointer: '', params: { limit: formatIsoDate(firstDayOfMonth(today)) } }];
};

export const checkDateMaxYearsAhead: RuleCheck<YearsOptions, YearsLimitParams> = (
  data,
  { years },
  context,
) => {
  const date = parseIsoDate(data);
  if (!date) return null;
  const limit = addYears(resolveToday(context), years);
  if (compareMonths(date, limit) <= 0) return null;
  return [{ pointer: '', params: { years, limit: formatIsoDate(lastDayOfMonth(limit)) } }];
};

/** Refuses a date before the limit worked out from today (the limit itself passes), naming the limit. */
function refuseBefore<Extra extends object>(
  data: unknown,
  context: Parameters<typeof resolveToday>[0],
  limitFrom: (today: ReturnType<typeof resolveToday>) => ReturnType<typeof resolveToday>,
  extra: Extra,
) {
  const date = parseIsoDate(data);
  if (!date) return null;
  const limit = limitFrom(resolveToday(context));
  if (compareDates(date, limit) >= 0) return null;
  return [{ pointer: '', params: { ...extra, limit: formatIsoDate(limit) } }];
}

export const checkDateMaxYearsBack: RuleCheck<YearsOptions, YearsLimitParams> = (
  data,
  { years },
  context,
) => {
  return refuseBefore(data, context, (today) => addYears(today, -years), { years });
};

export interface DaysOptions {
  readonly days: number;
}

export interface DaysLimitParams extends DateLimitParams {
  readonly days: number;
}

/**
 * Not older than N days, counting today as day 0 (applications-spec §9: an extra expertise may be ordered
 * within 30 days of receiving the lab result, so a result received 30 days ago still counts, 31 does not).
 */
export const checkDateMaxDaysBack: RuleCheck<DaysOptions, DaysLimitParams> = (data, { days }, context) => {
  return refuseBefore(data, context, (today) => addDays(today, -days), { days });
};

/** The single-date keywords of a date field's schema (as written: `"dateNotInFuture": true`, …). */
export interface DateLimitKeywords {
  readonly dateNotInFuture?: unknown;
  readonly dateNotBeforeCurrentMonth?: unknown;
  readonly dateMaxYearsAhead?: unknown;
  readonly dateMaxYearsBack?: unknown;
  readonly dateMaxDaysBack?: unknown;
}

export interface DateBounds {
  /** The first and last day the rules above accept, ISO; absent when unbounded. */
  readonly min?: string;
  readonly max?: string;
}

/**
 * The days a date picker offers for a field (the meter reading's calendar let a future day be
 * picked and refused it only on "Dalej"): exactly the days the field's keywords accept.
 */
export function dateBoundsOf(schema: DateLimitKeywords, todayIso: string): DateBounds {
  const today = parseIsoDate(todayIso);
  if (!today) return {};
  const mins: string[] = [];
  const maxes: string[] = [];
  if (schema.dateNotInFuture === true) maxes.push(formatIsoDate(today));
  if (schema.dateNotBeforeCurrentMonth === true) mins.push(formatIsoDate(firstDayOfMonth(today)));
  if (typeof schema.dateMaxYearsAhead === 'number')
    maxes.push(formatIsoDate(lastDayOfMonth(addYears(today, schema.dateMaxYearsAhead))));
  if (typeof schema.dateMaxYearsBack === 'number')
    mins.push(formatIsoDate(addYears(today, -schema.dateMaxYearsBack)));
  if (typeof schema.dateMaxDaysBack === 'number')
    mins.push(formatIsoDate(addDays(today, -schema.dateMaxDaysBack)));
  // ISO days compare as text.
  const min = mins.sort().at(-1);
  const max = maxes.sort().at(0);
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

/**
 * The example a date field's hint gives ("np. 15.03.2026"), as an ISO day the field accepts: today when the
 * bounds allow it, else the nearest bound (the fixed example was itself a refused past date).
 */
export function dateExampleOf(bounds: DateBounds, todayIso: string): string {
  if (bounds.min && todayIso < bounds.min) return bounds.min;
  if (bounds.max && todayIso > bounds.max) return bounds.max;
  return todayIso;
}
