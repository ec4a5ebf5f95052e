/** Date keywords, applications-spec §5 "Dates" and §9. All read "today" from the validation context. */
import { DEFAULT_RANGE_MAX_DAYS } from '../rules/date-range.ts';
import { toFieldRef } from '../rules/rule-check.ts';
import { defineRuntimeKeyword, trueOrOptions, fieldPathSchema } from './define-keyword.ts';

const isoDateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** `"dateNotInFuture": true`. */
export const dateNotInFuture = defineRuntimeKeyword({
  keyword: 'dateNotInFuture',
  type: 'string',
  schemaType: 'boolean',
  metaSchema: { type: 'boolean' },
  normalize: (value) => (value === true ? true : null),
});

/** `"dateNotBeforeCurrentMonth": true`: not in the past, at month granularity. */
export const dateNotBeforeCurrentMonth = defineRuntimeKeyword({
  keyword: 'dateNotBeforeCurrentMonth',
  type: 'string',
  schemaType: 'boolean',
  metaSchema: { type: 'boolean' },
  normalize: (value) => (value === true ? true : null),
});

/** `"dateMaxYearsAhead": 5`: at month granularity (any day of the month 5 years ahead passes). */
export const dateMaxYearsAhead = defineRuntimeKeyword({
  keyword: 'dateMaxYearsAhead',
  type: 'string',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 0 },
  normalize: (value) => ({ years: value as number }),
});

/** `"dateMaxYearsBack": 2`: at day granularity. */
export const dateMaxYearsBack = defineRuntimeKeyword({
  keyword: 'dateMaxYearsBack',
  type: 'string',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 0 },
  normalize: (value) => ({ years: value as number }),
});

interface DateRangeSchema {
  start: string;
  end: string;
  minDate?: string;
  maxDate?: string;
  maxDays?: number;
  bothRequired?: boolean;
}

/** `"dateRange": { "start": "from", "end": "to", "maxDays"?: 14, "minDate"?, "maxDate"?, "bothRequired"? }`. */
export const dateRange = defineRuntimeKeyword({
  keyword: 'dateRange',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: {
      start: fieldPathSchema,
      end: fieldPathSchema,
      minDate: isoDateSchema,
      maxDate: isoDateSchema,
      maxDays: { type: 'integer', minimum: 1 },
      bothRequired: { type: 'boolean' },
    },
    required: ['start', 'end'],
    additionalProperties: false,
  },
  normalize: (value) => {
    const schema = value as DateRangeSchema;
    return {
      start: toFieldRef(schema.start),
      end: toFieldRef(schema.end),
      minDate: schema.minDate ?? null,
      maxDate: schema.maxDate ?? null,
      maxDays: schema.maxDays ?? DEFAULT_RANGE_MAX_DAYS,
      bothRequired: schema.bothRequired ?? false,
    };
  },
});

interface PreferredDatesSchema {
  day?: string;
  hours?: string;
  minDate?: string;
  maxDate?: string;
  atLeastOne?: boolean;
}

/** `"preferredDates": { "day"?: "day", "hours"?: "hours", "minDate"?, "maxDate"?, "atLeastOne"?: false }`. */
export const preferredDates = defineRuntimeKeyword({
  keyword: 'preferredDates',
  type: 'array',
  ...trueOrOptions({
    day: fieldPathSchema,
    hours: fieldPathSchema,
    minDate: isoDateSchema,
    maxDate: isoDateSchema,
    atLeastOne: { type: 'boolean' },
  }),
  normalize: (value) => {
    if (value === false) return null;
    const schema: PreferredDatesSchema = typeof value === 'object' && value !== null ? value : {};
    return {
      day: toFieldRef(schema.day ?? 'day'),
      hours: toFieldRef(schema.hours ?? 'hours'),
      minDate: schema.minDate ?? null,
      maxDate: schema.maxDate ?? null,
      atLeastOne: schema.atLeastOne ?? false,
    };
  },
});

/** `"dateMaxDaysBack": 30`: at most N days before today (today counts as day 0). */
export const dateMaxDaysBack = defineRuntimeKeyword({
  keyword: 'dateMaxDaysBack',
  type: 'string',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 0 },
  normalize: (value) => ({ days: value as number }),
});

/**
 * `"resealingAfterWorks": { "visits": "resealing/preferredDates", "worksStart": "works/workPeriod/from",
 * "day"?: "day" }`: on the object holding both (usually the form's root).
 */
export const resealingAfterWorks = defineRuntimeKeyword({
  keyword: 'resealingAfterWorks',
  type: 'object',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    properties: { visits: fieldPathSchema, worksStart: fieldPathSchema, day: fieldPathSchema },
    required: ['visits', 'worksStart'],
    additionalProperties: false,
  },
  itemFieldsOf: { day: 'visits' },
  normalize: (value) => {
    const schema = value as { visits: string; worksStart: string; day?: string };
    return {
      visits: toFieldRef(schema.visits),
      worksStart: toFieldRef(schema.worksStart),
      day: toFieldRef(schema.day ?? 'day'),
    };
  },
});
