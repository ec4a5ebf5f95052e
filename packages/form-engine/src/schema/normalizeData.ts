// The data the validator (and the server) sees: what the user can see and filled, nothing else.
// - First the normalisation the server applies too (@portal/validation normalizeAnswers): blank
//   text is missing, NIP 'PL5260250274' is '5260250274', '5,5' kW is '5.5'.
// - Empty strings and whitespace-only text count as not filled (applications-spec §5: text is trimmed), so
//   a required field shows 'Pole obowiązkowe' rather than passing with "   ".
// - An optional group the user left empty (`refund: {}`) is dropped: it is not a half-filled group.
// - A required group that is missing becomes `{}`, so its fields get their own messages instead of one
//   message on the group.
// - Values of fields that a condition no longer shows (e.g. a PPE number typed before the concern changed
//   to a new object) are dropped where the schema closes the object (additionalProperties false or
//   propertyNames); RJSF keeps them in its own state, so switching back brings them back.
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { normalizeAnswers } from '@portal/validation/browser';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isObject(value)) return Object.keys(value).length === 0;
  return false;
}

function isClosed(schema: RJSFSchema): boolean {
  return schema.additionalProperties === false || schema.propertyNames !== undefined;
}

export function normalizeFormData(schemaUtils: SchemaUtilsType, data: unknown): unknown {
  const rootSchema = schemaUtils.getRootSchema();
  return pruneFormData(schemaUtils, normalizeAnswers(rootSchema, data), rootSchema);
}

function pruneFormData(schemaUtils: SchemaUtilsType, data: unknown, schema: RJSFSchema): unknown {
  const resolved = schemaUtils.retrieveSchema(schema, data);
  if (Array.isArray(data)) {
    const items = resolved.items;
    if (!items || typeof items !== 'object' || Array.isArray(items)) return data;
    return data.map((item) =>
      isObject(item) ? pruneFormData(schemaUtils, item, items as RJSFSchema) : item,
    );
  }
  if (!isObject(data)) return typeof data === 'string' && data.trim() === '' ? undefined : data;
  const properties = (resolved.properties ?? {}) as Record<string, RJSFSchema>;
  const required = new Set(Array.isArray(resolved.required) ? resolved.required : []);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const propertySchema = properties[key];
    if (!propertySchema) {
      if (!isClosed(resolved) && !isEmptyValue(value)) result[key] = value;
      continue;
    }
    const normalized = pruneFormData(schemaUtils, value, propertySchema);
    if (!isEmptyValue(normalized) || (required.has(key) && isObject(normalized))) result[key] = normalized;
  }
  for (const key of required) {
    if (result[key] !== undefined || !properties[key]) continue;
    const propertySchema = schemaUtils.retrieveSchema(properties[key], undefined);
    if (propertySchema.type === 'object') {
      result[key] = pruneFormData(schemaUtils, {}, properties[key]);
    }
  }
  return result;
}
