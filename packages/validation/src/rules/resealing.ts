/**
 * applications-spec §5 "Dates" → "Resealing visit": 'Wybierz termin wykonywanych prac w sekcji wyżej' appears
 * beneath the resealing visit while the work date is not chosen; and ("order in time") a resealing
 * visit may not be before the works begin: the visit dates (a preferred-dates list) are compared with the
 * start of the works, which is a date field (form 30: the work period's start) or a preferred-dates list whose
 * earliest day counts (form 22: the unsealing visit, made on the day the works begin).
 */
import { compareDates, formatIsoDate, parseIsoDate, type CivilDate } from '../civil-date.ts';
import { readField, type FieldRef, type RuleCheck, type RuleIssue } from './rule-check.ts';

export interface ResealingAfterWorksOptions {
  /** The resealing visit's preferred dates: a list of `{ [day]: 'YYYY-MM-DD', … }`. */
  readonly visits: FieldRef;
  /** A date, or a list of preferred dates (the earliest counts). */
  readonly worksStart: FieldRef;
  /** The day field of list items. */
  readonly day: FieldRef;
}

export type ResealingAfterWorksParams =
  { readonly reason: 'worksMissing' } | { readonly reason: 'beforeWorks'; readonly worksStart: string };

function earliestDay(value: unknown, day: FieldRef): CivilDate | null {
  if (!Array.isArray(value)) return parseIsoDate(value);
  let earliest: CivilDate | null = null;
  for (const item of value) {
    const date = parseIsoDate(readField(item, day));
    if (date && (!earliest || compareDates(date, earliest) < 0)) earliest = date;
  }
  return earliest;
}

export const checkResealingAfterWorks: RuleCheck<ResealingAfterWorksOptions, ResealingAfterWorksParams> = (
  data,
  options,
) => {
  const start = earliestDay(readField(data, options.worksStart), options.day);
  if (!start) return [{ pointer: options.visits.pointer, params: { reason: 'worksMissing' } }];
  const visits = readField(data, options.visits);
  if (!Array.isArray(visits)) return null;
  const issues: RuleIssue<ResealingAfterWorksParams>[] = [];
  visits.forEach((visit, index) => {
    const date = parseIsoDate(readField(visit, options.day));
    if (date && compareDates(date, start) < 0) {
      issues.push({
        pointer: `${options.visits.pointer}/${index}${options.day.pointer}`,
        params: { reason: 'beforeWorks', worksStart: formatIsoDate(start) },
      });
    }
  });
  return issues.length > 0 ? issues : null;
};
