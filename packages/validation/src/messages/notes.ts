/**
 * Warnings and computed values in words (rules/checks.ts `keywordKinds`), from keyword + params like errors,
 * so the wizard, its summary and the server's confirmation e-mail print the same text.
 */
import type { ErrorObject } from 'ajv';
import { normalizeConnectionAdvance } from '../rules/connection-advance.ts';
import { checks, keywordKind, type PortalKeywordName } from '../rules/checks.ts';
import type { ValidationNote } from '../validate-with-context.ts';
import type { Locale, MessageCatalog } from './catalog.ts';
import { en } from './en.ts';
import { localizeErrors, type FieldError } from './localize.ts';
import { pl } from './pl.ts';

const catalogs: Readonly<Record<Locale, MessageCatalog>> = { pl, en };

/** Warnings as `{ pointer, keyword, message }`, the shape of localized errors (FieldError). */
export function localizeWarnings(warnings: readonly ValidationNote[], locale: Locale = 'pl'): FieldError[] {
  return localizeErrors(warnings as unknown as ErrorObject[], locale);
}

export interface ComputedValue {
  /** JSON Pointer of the object the value belongs to (where the keyword sits), e.g. "/connection/power". */
  readonly pointer: string;
  readonly keyword: string;
  readonly label: string;
  readonly text: string;
  /** The keyword's findings, e.g. the advance `{ amount, powerKw, capped, dueDays, … }`. */
  readonly value: Record<string, unknown>;
}

function computedLabel(keyword: string, catalog: MessageCatalog): string {
  return Object.hasOwn(catalog.computedLabels, keyword)
    ? catalog.computedLabels[keyword as keyof MessageCatalog['computedLabels']]
    : keyword;
}

/** Computed values collected by a validator (ValidationOutcome.computed), in words. */
export function describeComputed(
  computed: readonly ValidationNote[],
  locale: Locale = 'pl',
): ComputedValue[] {
  const catalog = catalogs[locale];
  return localizeErrors(computed as unknown as ErrorObject[], locale).map((localized, index) => ({
    pointer: localized.pointer,
    keyword: localized.keyword,
    label: computedLabel(localized.keyword, catalog),
    text: localized.message,
    value: computed[index]?.params ?? {},
  }));
}

/** How the browser evaluates a computing keyword without a validator: its option defaults (pure). */
const COMPUTED_NORMALIZERS: Readonly<Partial<Record<PortalKeywordName, (value: unknown) => unknown>>> = {
  connectionAdvance: normalizeConnectionAdvance,
};

/**
 * The computed values of one schema node for its data, e.g. the advance next to the power while the user
 * types (the wizard renders it beneath the object; no field or form is named). Paths are relative ('').
 */
export function computedValuesOf(schema: unknown, data: unknown, locale: Locale = 'pl'): ComputedValue[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const notes: ValidationNote[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (keywordKind(keyword) !== 'computed') continue;
    const normalize = COMPUTED_NORMALIZERS[keyword as PortalKeywordName];
    if (!normalize) continue;
    const check = checks[keyword as PortalKeywordName] as (
      data: unknown,
      options: unknown,
      context: unknown,
    ) =>
      | {
          pointer: string;
          params: Record<string, unknown>;
        }[]
      | null;
    for (const issue of check(data, normalize(value), undefined) ?? []) {
      notes.push({ instancePath: issue.pointer, schemaPath: `#/${keyword}`, keyword, params: issue.params });
    }
  }
  return describeComputed(notes, locale);
}
