/**
 * Runs a compiled validator (in-process or standalone) with an injected "today", so that date rules give the
 * same answer in the browser, on the server and in tests (applications-spec §5 "Dates"), and collects what the
 * validators note besides errors: warnings (§5 "a warning appears when…") and computed values (§9 the advance).
 */
import type { ErrorObject } from 'ajv';
import { parseIsoDate } from './civil-date.ts';
import { parsePointer } from '@portal/json-pointer';
import { findAllUnsafeText, MULTI_LINE_TEXT_PATTERN, shadowsObjectMember } from './safe-text.ts';

/**
 * A warning or a computed value as the validators collect it: the shape of an AJV error (so the same
 * localizer reads it) whose `params` are the keyword's findings.
 */
export interface ValidationNote {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
}

export interface ValidationContext {
  /** ISO date 'YYYY-MM-DD'; without it the validators use the current date in Europe/Warsaw. */
  readonly today?: string;
  /** Filled by warning keywords when given (validateWithContext always gives one). */
  readonly warnings?: ValidationNote[];
  /** Filled by computing keywords when given (validateWithContext always gives one). */
  readonly computed?: ValidationNote[];
}

/** The shape shared by AJV's ValidateFunction and the validators of generated standalone modules. */
export interface ContextualValidator {
  (this: ValidationContext | undefined, data: unknown): boolean | Promise<unknown>;
  errors?: ErrorObject[] | null;
}

export interface ValidationOutcome {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
  /** Never affect `valid`: shown to the user, ignored by the server's decision. */
  readonly warnings: readonly ValidationNote[];
  readonly computed: readonly ValidationNote[];
}

export function validateWithContext(
  validate: ContextualValidator,
  data: unknown,
  context: Pick<ValidationContext, 'today'> = {},
): ValidationOutcome {
  if (context.today !== undefined && !parseIsoDate(context.today)) {
    throw new TypeError(
      `validateWithContext: today must be an ISO date 'YYYY-MM-DD', got ${String(context.today)}`,
    );
  }
  const warnings: ValidationNote[] = [];
  const computed: ValidationNote[] = [];
  const unsafe = findAllUnsafeText(data);
  // A key shadowing an object's member can make the schema throw (safe-text.ts): such data is not run.
  const runnable = !unsafe.some((pointer) => shadowsObjectMember(parsePointer(pointer).at(-1) ?? ''));
  const schemaValid = !runnable || validate.call({ ...context, warnings, computed }, data) === true;
  const errors = [...(schemaValid ? [] : (validate.errors ?? [])), ...unsafeTextErrors(unsafe)];
  return { valid: errors.length === 0, errors, warnings, computed };
}

/**
 * Security hardening: no answer may hold a control or bidirectional character (safe-text.ts), whatever its schema
 * says; the server refuses the same answers before it runs the form's schema (a `pattern` error with the
 * same message), so the browser refuses what the server would.
 */
function unsafeTextErrors(pointers: readonly string[]): ErrorObject[] {
  return pointers.map((pointer) => ({
    instancePath: pointer,
    schemaPath: '#/safeText',
    keyword: 'pattern',
    params: { pattern: MULTI_LINE_TEXT_PATTERN },
  }));
}
