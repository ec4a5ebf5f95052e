/** Test support: compile a schema with createAjv and validate a sample with a fixed "today". */
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../create-ajv.ts';
import { localizeErrors, type FieldError } from '../messages/localize.ts';
import { validateWithContext } from '../validate-with-context.ts';

export const TODAY = '2026-11-23';

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

export function compileSchema(schema: AnySchema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export interface SampleResult {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
  readonly messages: readonly FieldError[];
}

export function validateSample(schema: AnySchema, data: unknown, today: string = TODAY): SampleResult {
  const { valid, errors } = validateWithContext(compileSchema(schema), data, { today });
  return { valid, errors, messages: localizeErrors(errors, 'pl', { data }) };
}

/** The Polish messages of one keyword's errors as "pointer: message", the form a test table reads best in. */
export function keywordMessages(
  schema: AnySchema,
  data: unknown,
  keyword: string,
  today: string = TODAY,
): string[] {
  return validateSample(schema, data, today)
    .messages.filter((error) => error.keyword === keyword)
    .map((error) => `${error.pointer}: ${error.message}`);
}
