/**
 * Numbers typed into text inputs, applications-spec §5 "Numbers": amount >= 0.01 and < 1 000 000;
 * non-negative < 1 000 000; integer >= 1 < 1 000 000; non-negative integer < 1 000 000; decimals allow 2
 * places with a comma or a dot; integer fields allow digits only. `largeNonNegativeInteger` is ours:
 * yearly energy in kWh/year (§3 "Generation plant") of a big farm exceeds 1 000 000 by far, so it allows up to
 * 10 TWh (below 10 000 000 000 kWh), more than any plant connectable at 110 kV produces in a year.
 */
import type { RuleCheck } from './rule-check.ts';

export const NUMERIC_KINDS = {
  amount: { integer: false, min: 0.01, exclusiveMax: 1_000_000 },
  nonNegativeNumber: { integer: false, min: 0, exclusiveMax: 1_000_000 },
  positiveInteger: { integer: true, min: 1, exclusiveMax: 1_000_000 },
  nonNegativeInteger: { integer: true, min: 0, exclusiveMax: 1_000_000 },
  largeNonNegativeInteger: { integer: true, min: 0, exclusiveMax: 10_000_000_000 },
} as const;

export type NumericKind = keyof typeof NUMERIC_KINDS;

/** Whether a numericString kind takes digits only (the wizard then offers a numeric keyboard). */
export function isIntegerNumericKind(kind: unknown): boolean {
  return (
    typeof kind === 'string' &&
    Object.hasOwn(NUMERIC_KINDS, kind) &&
    NUMERIC_KINDS[kind as NumericKind].integer
  );
}

export const MAX_DECIMAL_PLACES = 2;

export interface NumericStringOptions {
  readonly kind: NumericKind;
}

export type NumericStringParams =
  | { readonly reason: 'notNumber' }
  | { readonly reason: 'notInteger' }
  | { readonly reason: 'tooManyDecimals'; readonly maxDecimals: number }
  | { readonly reason: 'tooSmall'; readonly min: number }
  | { readonly reason: 'tooLarge'; readonly exclusiveMax: number };

const DECIMAL_TEXT = /^-?\d+(?:[.,](\d+))?$/;
const INTEGER_TEXT = /^\d+$/;

type Parsed = { value: number; decimalsOk: boolean } | { failure: 'notNumber' | 'notInteger' };

function parse(data: string | number, integer: boolean): Parsed {
  if (typeof data === 'number') {
    if (!Number.isFinite(data)) return { failure: 'notNumber' };
    if (integer && !Number.isInteger(data)) return { failure: 'notInteger' };
    const hundredths = data * 10 ** MAX_DECIMAL_PLACES;
    return { value: data, decimalsOk: Math.abs(hundredths - Math.round(hundredths)) < 1e-6 };
  }
  if (integer)
    return INTEGER_TEXT.test(data) ? { value: Number(data), decimalsOk: true } : { failure: 'notInteger' };
  const match = DECIMAL_TEXT.exec(data);
  if (!match) return { failure: 'notNumber' };
  return { value: Number(data.replace(',', '.')), decimalsOk: (match[1]?.length ?? 0) <= MAX_DECIMAL_PLACES };
}

export const checkNumericString: RuleCheck<NumericStringOptions, NumericStringParams> = (data, { kind }) => {
  if ((typeof data !== 'string' && typeof data !== 'number') || data === '') return null;
  const rule = NUMERIC_KINDS[kind];
  const parsed = parse(data, rule.integer);
  if ('failure' in parsed) return [{ pointer: '', params: { reason: parsed.failure } }];
  const issues: { pointer: string; params: NumericStringParams }[] = [];
  if (!parsed.decimalsOk)
    issues.push({ pointer: '', params: { reason: 'tooManyDecimals', maxDecimals: MAX_DECIMAL_PLACES } });
  if (parsed.value < rule.min) issues.push({ pointer: '', params: { reason: 'tooSmall', min: rule.min } });
  if (parsed.value >= rule.exclusiveMax) {
    issues.push({ pointer: '', params: { reason: 'tooLarge', exclusiveMax: rule.exclusiveMax } });
  }
  return issues.length > 0 ? issues : null;
};
