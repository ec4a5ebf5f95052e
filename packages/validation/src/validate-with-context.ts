/**
 * Runs a compiled validator (in-process or standalone) with an injected "today", so that date rules give the
 * same answer in the browser, on the server and in tests (applications-spec §5 "Dates").
 */
import type { ErrorObject } from 'ajv';
import { parseIsoDate } from './civil-date.ts';

export interface ValidationContext {
  /** ISO date 'YYYY-MM-DD'; without it the validators use the current date in Europe/Warsaw. */
  readonly today?: string;
}

/** The shape shared by AJV's ValidateFunction and the validators of generated standalone modules. */
export interface ContextualValidator {
  (this: ValidationContext | undefined, data: unknown): boolean | Promise<unknown>;
  errors?: ErrorObject[] | null;
}

export interface ValidationOutcome {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
}

export function validateWithContext(
  validate: ContextualValidator,
  data: unknown,
  context: ValidationContext = {},
): ValidationOutcome {
  if (context.today !== undefined && !parseIsoDate(context.today)) {
    throw new TypeError(
      `validateWithContext: today must be an ISO date 'YYYY-MM-DD', got ${String(context.today)}`,
    );
  }
  const valid = validate.call(context, data) === true;
  return { valid, errors: valid ? [] : [...(validate.errors ?? [])] };
}
