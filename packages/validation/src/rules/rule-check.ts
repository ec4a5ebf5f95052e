/**
 * The contract between a keyword's generated code and its runtime check. A check gets the keyword's data,
 * the keyword's normalized options and the validation context (`this` of the validate call), and returns
 * the violations or null. Checks are pure, never throw and import nothing from AJV: they are shipped to the
 * browser through '@portal/validation/runtime'.
 */

export interface RuleIssue<Params extends object> {
  /** JSON Pointer of the field to fix, relative to the keyword's data ('' is the data itself). */
  readonly pointer: string;
  readonly params: Params;
}

export type RuleCheck<Options, Params extends object> = (
  data: unknown,
  options: Options,
  context: unknown,
  /** The whole validated data, for keywords defined with `readsRoot` (the attachments' total). */
  root?: unknown,
) => RuleIssue<Params>[] | null;

/** A sibling or nested field named in a keyword's options, e.g. "phase" or "power/target". */
export interface FieldRef {
  readonly segments: readonly string[];
  /** JSON Pointer of the field relative to the keyword's object, e.g. "/power/target". */
  readonly pointer: string;
}

export function toFieldRef(relativePath: string): FieldRef {
  const segments = relativePath.split('/').filter((segment) => segment !== '');
  return {
    segments,
    pointer: segments.map((segment) => `/${segment.replaceAll('~', '~0')}`).join(''),
  };
}

/** Reads a field of JSON data; own properties only, so "constructor" or "__proto__" never reach prototypes. */
export function readField(data: unknown, field: FieldRef): unknown {
  let current = data;
  for (const segment of field.segments) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Whether the user filled a field: a non-blank string, a finite number, true, or a non-empty list/object. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(isFilled);
  return false;
}

const DECIMAL_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** A number typed by a user: a JSON number or a string with a comma or dot as decimal separator. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/** Rounds away binary noise (0.1 + 0.2) before comparing sums of kW against limits. */
export function roundForComparison(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
