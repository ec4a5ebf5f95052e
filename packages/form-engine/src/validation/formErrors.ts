// Runs a form's precompiled validator and turns its errors into Polish messages per field (JSON Pointer),
// with the validation package's own localizer, so the browser shows exactly what the server would answer
// (packages/validation/README.md "Standalone (precompiled) validators").
import {
  describeComputed,
  localizeErrors,
  localizeWarnings,
  validateWithContext,
  type ContextualValidator,
  type FieldError,
} from '@portal/validation/browser';
import { isPointerWithin } from '@portal/json-pointer';

/** `{ pointer, keyword, message }`: the one field-error shape (the validation package's, the API's 400 too). */
export type { FieldError };

// An `if` error only says "a branch failed"; the branch's own errors name the fields, so the summary
// error would be a second, vaguer line for the same problem.
const SUMMARY_KEYWORDS = new Set(['if']);

/** A value computed from the data (applications-spec §9: the advance), as the summary shows it. */
export interface ComputedField {
  /** JSON Pointer of the object the value belongs to (where its keyword sits). */
  readonly pointer: string;
  readonly keyword: string;
  readonly label: string;
  readonly text: string;
}

/**
 * What one validator run says about `data`: errors (they block), warnings (shown only; applications-spec §5
 * "a warning appears when…") and computed values. Warnings and values never make the data invalid.
 */
export interface FormFeedback {
  readonly errors: FieldError[];
  readonly warnings: FieldError[];
  readonly computed: ComputedField[];
}

/** The findings the user reads: no summary keywords, each (pointer, message) once, in their order. */
function uniqueFindings(findings: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const finding of findings) {
    if (SUMMARY_KEYWORDS.has(finding.keyword)) continue;
    const key = `${finding.pointer}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ pointer: finding.pointer, keyword: finding.keyword, message: finding.message });
  }
  return result;
}

/** Errors, warnings and computed values of `data` from one run of the form's validator. */
export function evaluateFormData(
  validate: ContextualValidator,
  data: unknown,
  today: string | undefined,
  /** The form's schema: a choice's message then names its options. */
  schema?: unknown,
): FormFeedback {
  const outcome = validateWithContext(validate, data, today === undefined ? {} : { today });
  return {
    errors: uniqueFindings(localizeErrors(outcome.errors, 'pl', { data, schema })),
    warnings: uniqueFindings(localizeWarnings(outcome.warnings)),
    computed: describeComputed(outcome.computed).map(({ pointer, keyword, label, text }) => ({
      pointer,
      keyword,
      label,
      text,
    })),
  };
}

/** All errors of `data`, localized, one per pointer and message, in the validator's order. */
export function validateFormData(
  validate: ContextualValidator,
  data: unknown,
  today: string | undefined,
): FieldError[] {
  return evaluateFormData(validate, data, today).errors;
}

/** The errors under any of `pointers` (e.g. the top-level sections of one wizard step). */
export function errorsWithin(errors: readonly FieldError[], pointers: readonly string[]): FieldError[] {
  return errors.filter((error) => pointers.some((pointer) => isPointerWithin(error.pointer, pointer)));
}

/** Messages per pointer, each message once. */
export function messagesByPointer(errors: readonly FieldError[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const error of errors) {
    const list = map.get(error.pointer);
    if (!list) map.set(error.pointer, [error.message]);
    else if (!list.includes(error.message)) list.push(error.message);
  }
  return map;
}

/**
 * What onSubmit may throw to have errors shown beneath the fields, e.g. a server's 400 with the details of
 * the same validation: an Error with `fieldErrors`.
 */
export interface SubmitFieldErrors {
  readonly fieldErrors: readonly FieldError[];
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.pointer === 'string' && typeof candidate.message === 'string' && candidate.message !== ''
  );
}

/**
 * The field errors a thrown submit error carries (none for any other error), filtered like the browser's
 * own (no summary keywords, each pointer and message once), so a server's 400 reads as the wizard would.
 */
export function submitFieldErrors(error: unknown): FieldError[] {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return [];
  const list = (error as { fieldErrors: unknown }).fieldErrors;
  if (!Array.isArray(list)) return [];
  return uniqueFindings(
    list.filter(isFieldError).map((fieldError) => ({
      pointer: fieldError.pointer,
      keyword: typeof fieldError.keyword === 'string' ? fieldError.keyword : 'server',
      message: fieldError.message,
    })),
  );
}
