/**
 * Text rules, applications-spec §5 "General text and contact": text is trimmed and at most 32 characters by
 * default; digits-only fields, optionally of an exact length ('exactly N characters').
 */
import type { RuleCheck } from './rule-check.ts';

export const DEFAULT_TEXT_MAX_LENGTH = 32;

export interface TrimmedMaxLengthOptions {
  readonly limit: number;
}

export interface TrimmedMaxLengthParams {
  readonly limit: number;
}

/** Counts code points like AJV's maxLength, so an emoji is one character. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export const checkTrimmedMaxLength: RuleCheck<TrimmedMaxLengthOptions, TrimmedMaxLengthParams> = (
  data,
  { limit },
) => {
  if (typeof data !== 'string' || characterCount(data.trim()) <= limit) return null;
  return [{ pointer: '', params: { limit } }];
};

export interface DigitsOnlyOptions {
  readonly length: number | null;
}

export type DigitsOnlyParams =
  { readonly reason: 'notDigits' } | { readonly reason: 'length'; readonly length: number };

export const checkDigitsOnly: RuleCheck<DigitsOnlyOptions, DigitsOnlyParams> = (data, { length }) => {
  // An empty value is "not filled": `required` reports it, not this rule.
  if (typeof data !== 'string' || data === '') return null;
  if (!/^\d+$/.test(data)) return [{ pointer: '', params: { reason: 'notDigits' } }];
  if (length !== null && data.length !== length)
    return [{ pointer: '', params: { reason: 'length', length } }];
  return null;
};
