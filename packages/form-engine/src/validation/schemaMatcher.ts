// RJSF asks its validator `isValid(subSchema, data)` while it renders: to pick the `then` or `else` of an
// `if`, to resolve `dependencies` and to choose a `oneOf`/`anyOf` branch (getDefaultFormState,
// retrieveSchema). The browser cannot compile those sub-schemas (CSP without unsafe-eval, quality-bar
// "Validators"), and the forms' conditions are small discriminators: `{ properties: { kind: { const:
// "private" } }, required: ["kind"] }`, `enum` lists, `const: true` (schemas/defs/*.json). So this module
// evaluates the structural keywords of JSON Schema draft-07 directly on the data.
//
// Supported: $ref (local `#/definitions/...`), allOf, anyOf, oneOf, not, if/then/else, type, const, enum,
// required, properties, additionalProperties (boolean or schema), propertyNames, dependencies, items
// (schema or tuple), additionalItems, contains, min/maxItems, uniqueItems, min/maxProperties,
// min/maxLength, pattern, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, and `format`
// through the validation package's format functions. Every other keyword (the portal's custom keywords
// such as `numericString` or `attachments`, ajv-errors' `errorMessage`) is treated as satisfied: they
// never decide which branch of a form is shown, and the precompiled validator still checks them in full.
// The parity test (schemaMatcher.test.ts) compares this matcher with AJV on every condition of every form.
import { formats } from '@portal/validation/browser';
import { resolveLocalRef as resolveLocalRefIn } from '@portal/json-pointer';

type SchemaNode = boolean | Record<string, unknown>;

const patternCache = new Map<string, RegExp | null>();

function compilePattern(pattern: string): RegExp | null {
  let compiled = patternCache.get(pattern);
  if (compiled === undefined) {
    try {
      // AJV compiles patterns with the `u` flag; RegExp is not code generation, so CSP allows it.
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = null;
    }
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEquals(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && jsonEquals(left[key], right[key]))
  );
}

function typeMatches(type: string, data: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof data === 'string';
    case 'number':
      return typeof data === 'number' && Number.isFinite(data);
    case 'integer':
      return typeof data === 'number' && Number.isInteger(data);
    case 'boolean':
      return typeof data === 'boolean';
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    case 'object':
      return isObject(data);
    default:
      return true;
  }
}

/** A local `#/definitions/a.b` (or any `#/...` pointer) resolved against the root schema. */
export function resolveLocalRef(ref: string, rootSchema: Record<string, unknown>): SchemaNode | undefined {
  const target = resolveLocalRefIn(rootSchema, ref);
  return typeof target === 'boolean' || isObject(target) ? target : undefined;
}

const MAX_DEPTH = 64;

/** Whether `data` satisfies `schema` (structural keywords only; see the module comment). */
export function matchesSchema(
  schema: unknown,
  data: unknown,
  rootSchema: Record<string, unknown>,
  depth = 0,
): boolean {
  if (schema === true || schema === undefined) return true;
  if (schema === false) return false;
  if (!isObject(schema)) return true;
  if (depth > MAX_DEPTH) return true;
  const next = (sub: unknown, value: unknown) => matchesSchema(sub, value, rootSchema, depth + 1);

  if (typeof schema.$ref === 'string') {
    const target = resolveLocalRef(schema.$ref, rootSchema);
    // Draft-07 ignores siblings of $ref, but RJSF merges them in its own resolution; checking both is
    // the stricter reading and gives the same answer for the forms' conditions.
    if (target !== undefined && !next(target, data)) return false;
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => typeMatches(String(type), data))) return false;
  }
  if ('const' in schema && !jsonEquals(schema.const, data)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((value) => jsonEquals(value, data))) return false;

  if (Array.isArray(schema.allOf) && !schema.allOf.every((sub) => next(sub, data))) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((sub) => next(sub, data))) return false;
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter((sub) => next(sub, data)).length !== 1) return false;
  if (schema.not !== undefined && next(schema.not, data)) return false;
  if (schema.if !== undefined) {
    const branch = next(schema.if, data) ? schema.then : schema.else;
    if (branch !== undefined && !next(branch, data)) return false;
  }

  if (typeof data === 'string' && !matchesString(schema, data)) return false;
  if (typeof data === 'number' && !matchesNumber(schema, data)) return false;
  if (Array.isArray(data) && !matchesArray(schema, data, next)) return false;
  if (isObject(data) && !matchesObject(schema, data, next)) return false;
  return true;
}

function matchesString(schema: Record<string, unknown>, data: string): boolean {
  // Code points, as AJV's ucs2length counts them.
  const length = [...data].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string') {
    const pattern = compilePattern(schema.pattern);
    if (pattern && !pattern.test(data)) return false;
  }
  if (typeof schema.format === 'string') {
    const check = (formats as Record<string, unknown>)[schema.format];
    if (typeof check === 'function' && !(check as (value: string) => boolean)(data)) return false;
    if (check instanceof RegExp && !check.test(data)) return false;
  }
  return true;
}

function matchesNumber(schema: Record<string, unknown>, data: number): boolean {
  if (typeof schema.minimum === 'number' && data < schema.minimum) return false;
  if (typeof schema.maximum === 'number' && data > schema.maximum) return false;
  if (typeof schema.exclusiveMinimum === 'number' && data <= schema.exclusiveMinimum) return false;
  if (typeof schema.exclusiveMaximum === 'number' && data >= schema.exclusiveMaximum) return false;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    const quotient = data / schema.multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9) return false;
  }
  return true;
}

function matchesArray(
  schema: Record<string, unknown>,
  data: unknown[],
  next: (sub: unknown, value: unknown) => boolean,
): boolean {
  if (typeof schema.minItems === 'number' && data.length < schema.minItems) return false;
  if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) return false;
  if (schema.uniqueItems === true) {
    for (let i = 0; i < data.length; i++)
      for (let j = i + 1; j < data.length; j++) if (jsonEquals(data[i], data[j])) return false;
  }
  if (Array.isArray(schema.items)) {
    const tuple = schema.items;
    if (!tuple.every((sub, index) => index >= data.length || next(sub, data[index]))) return false;
    if (
      schema.additionalItems !== undefined &&
      !data.slice(tuple.length).every((item) => next(schema.additionalItems, item))
    )
      return false;
  } else if (schema.items !== undefined && !data.every((item) => next(schema.items, item))) {
    return false;
  }
  if (schema.contains !== undefined && !data.some((item) => next(schema.contains, item))) return false;
  return true;
}

function matchesObject(
  schema: Record<string, unknown>,
  data: Record<string, unknown>,
  next: (sub: unknown, value: unknown) => boolean,
): boolean {
  const keys = Object.keys(data).filter((key) => data[key] !== undefined);
  if (Array.isArray(schema.required) && !schema.required.every((key) => keys.includes(String(key))))
    return false;
  if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) return false;
  if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) return false;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const key of keys) {
    if (Object.hasOwn(properties, key)) {
      if (!next(properties[key], data[key])) return false;
    } else if (schema.additionalProperties !== undefined && !next(schema.additionalProperties, data[key])) {
      return false;
    }
    if (schema.propertyNames !== undefined && !next(schema.propertyNames, key)) return false;
  }
  if (isObject(schema.dependencies)) {
    for (const [key, dependency] of Object.entries(schema.dependencies)) {
      if (!keys.includes(key)) continue;
      if (Array.isArray(dependency)) {
        if (!dependency.every((required) => keys.includes(String(required)))) return false;
      } else if (!next(dependency, data)) {
        return false;
      }
    }
  }
  return true;
}
