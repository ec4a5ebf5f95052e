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
// Which fields an object shows, and which it requires, is the form model's answer (docs/adr/0006), judged
// with the validator RJSF renders the conditions with.
import {
  activeProperties,
  conditionHolds,
  isJsonObject,
  type FieldModel,
  type JsonObject,
  type ObjectShape,
  type SchemaMatcher,
} from '@portal/form-model';
import type { SchemaUtilsType } from '@rjsf/utils';
import { normalizeAnswers } from '@portal/validation/browser';
import { matcherOf, schemaModelOf } from './formModel.ts';

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isJsonObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** The object keeps no answers but its fields' (unknown keys are refused by the schema). */
function isClosed(schema: JsonObject): boolean {
  return schema.additionalProperties === false || schema.propertyNames !== undefined;
}

function isRequired(field: FieldModel, object: JsonObject, matches: SchemaMatcher): boolean {
  return field.required || field.requiredWhen.some((condition) => conditionHolds(condition, object, matches));
}

export function normalizeFormData(schemaUtils: SchemaUtilsType, data: unknown): unknown {
  const model = schemaModelOf(schemaUtils);
  const normalized = normalizeAnswers(schemaUtils.getRootSchema(), data);
  return pruneValue(normalized, model.schema, model.root, undefined, matcherOf(schemaUtils));
}

function pruneValue(
  value: unknown,
  schema: JsonObject,
  shape: ObjectShape | undefined,
  item: FieldModel | undefined,
  matches: SchemaMatcher,
): unknown {
  if (Array.isArray(value)) {
    if (!item) return value;
    return value.map((element) =>
      isJsonObject(element) ? pruneValue(element, item.schema, item.shape, item.item, matches) : element,
    );
  }
  if (!isJsonObject(value)) return typeof value === 'string' && value.trim() === '' ? undefined : value;
  return pruneObject(value, schema, shape, matches);
}

function pruneObject(
  object: JsonObject,
  schema: JsonObject,
  shape: ObjectShape | undefined,
  matches: SchemaMatcher,
): JsonObject {
  const shown = shape ? activeProperties(shape, object, matches).fields : new Map<string, FieldModel>();
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(object)) {
    const field = shown.get(key);
    if (!field) {
      if (!isClosed(schema) && !isEmptyValue(value)) result[key] = value;
      continue;
    }
    const pruned = pruneValue(value, field.schema, field.shape, field.item, matches);
    if (!isEmptyValue(pruned) || (isJsonObject(pruned) && isRequired(field, object, matches)))
      result[key] = pruned;
  }
  for (const [key, field] of shown) {
    if (result[key] !== undefined || field.schema.type !== 'object') continue;
    if (isRequired(field, object, matches)) result[key] = pruneObject({}, field.schema, field.shape, matches);
  }
  return result;
}
