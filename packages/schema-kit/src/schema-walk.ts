// Reading a bundled form schema the way the form engine (RJSF) renders it: a property's effective schema
// is its `$ref` target with the sibling keywords on top (RJSF spreads them the same way), and an object's
// fields are its `properties` plus those that conditional branches (if/then/else, allOf, dependencies)
// add. The fields come from the form model (packages/form-model), which the engine, the summary and the
// PDF read too; this file gives the check, the docs and the build their schema positions.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import {
  objectShapeOf,
  resolveSchema,
  resolvedAt,
  type FieldModel,
  type ObjectShape,
} from '@portal/form-model';
import { escapeSegment, getAtPointer, unescapeSegment } from '@portal/json-pointer';

export interface FieldSchema {
  readonly name: string;
  /** JSON pointer of the property in the bundled schema (where it is declared). */
  readonly pointer: string;
  /** JSON pointer of its resolved schema: the end of its `$ref` chain, or `pointer`. */
  readonly schemaPointer: string;
  readonly schema: JsonObject;
  /** Declared in a then/else/dependencies branch: shown only when its condition holds. */
  readonly conditional: boolean;
}

/** The value at a JSON pointer (`#` first or not), or undefined. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  return getAtPointer(document, pointer.replace(/^#/, ''));
}

/** Follows local `$ref`s; sibling keywords override the target's (title, description, …). */
export function effectiveSchema(schema: unknown, root: JsonObject): JsonObject {
  return resolveSchema(schema, root);
}

/** The pointer where a schema's `$ref` chain ends (without '#'), or `pointer` when it has no ref. */
export function resolvedPointer(schema: unknown, pointer: string, root: JsonObject): string {
  return resolvedAt(schema, pointer, root);
}

function fieldsOf(shape: ObjectShape): FieldSchema[] {
  return shape.declarations.map(({ field, conditional }) => ({
    name: field.name,
    pointer: field.declaredAt,
    schemaPointer: field.schemaAt,
    schema: field.schema,
    conditional,
  }));
}

// A frozen schema cannot change, so its shapes are built once: the check freezes each form's bundle
// (form-check-memo.ts) and asks for the form's shape for its titles, its closed objects, every ui.json
// entry and every submission pointer, each of which would otherwise build the whole form's shape again.
const frozenShapes = new WeakMap<JsonObject, WeakMap<JsonObject, Map<string, ObjectShape>>>();

function shapeOf(schema: JsonObject, root: JsonObject, pointer = ''): ObjectShape {
  if (!Object.isFrozen(root) || !Object.isFrozen(schema)) return objectShapeOf(schema, root, pointer);
  let bySchema = frozenShapes.get(root);
  if (!bySchema) frozenShapes.set(root, (bySchema = new WeakMap()));
  let byPointer = bySchema.get(schema);
  if (!byPointer) bySchema.set(schema, (byPointer = new Map()));
  let shape = byPointer.get(pointer);
  if (!shape) byPointer.set(pointer, (shape = objectShapeOf(schema, root, pointer)));
  return shape;
}

/** The fields an object schema may render: base properties first, then those its branches add. */
export function objectFields(schema: JsonObject, pointer: string, root: JsonObject): FieldSchema[] {
  return fieldsOf(shapeOf(schema, root, pointer));
}

export function isObjectSchema(schema: JsonObject): boolean {
  return schema.type === 'object' || isJsonObject(schema.properties);
}

export function isAttachmentList(schema: JsonObject): boolean {
  return schema.type === 'array' && schema.attachments !== undefined && schema.attachments !== false;
}

/** The schema of an array's items, resolved. */
export function itemsSchema(schema: JsonObject, root: JsonObject): JsonObject | null {
  return schema.type === 'array' && isJsonObject(schema.items) ? effectiveSchema(schema.items, root) : null;
}

export interface VisitedField extends FieldSchema {
  /** Data path of the field, e.g. /applicant/person/pesel (array items as /0). */
  readonly dataPath: string;
  /** The field or one of its parents is conditional (shown only for some answers). */
  readonly underCondition: boolean;
}

/**
 * Every field of a form, depth first: objects' fields and the fields of objects in lists. Attachment
 * lists are leaves (the attachments widget renders them). `visit` sees each field once per data path.
 */
export function walkFields(root: JsonObject, visit: (field: VisitedField) => void): void {
  const walk = (shape: ObjectShape, dataPath: string, underCondition: boolean) => {
    const fields = fieldsOf(shape);
    for (const [index, { field }] of shape.declarations.entries()) {
      const schemaField = fields[index]!;
      const fieldPath = `${dataPath}/${escapeSegment(field.name)}`;
      const conditional = underCondition || schemaField.conditional;
      visit({ ...schemaField, dataPath: fieldPath, underCondition: conditional });
      if (field.shape) walk(field.shape, fieldPath, conditional);
      const items = listItems(field);
      if (items?.shape) walk(items.shape, `${fieldPath}/0`, conditional);
    }
  };
  walk(shapeOf(root, root), '', false);
}

/** The items of a list of objects (not an attachment list): their fields are fields of the form. */
function listItems(field: FieldModel): FieldModel | undefined {
  return field.item && !isAttachmentList(field.schema) && field.item.kind === 'object'
    ? field.item
    : undefined;
}

/** Whether a field is a leaf the user fills in (not an object of further fields). */
export function isLeafField(field: FieldSchema, root: JsonObject): boolean {
  if (isObjectSchema(field.schema)) return false;
  const items = itemsSchema(field.schema, root);
  return !(items && !isAttachmentList(field.schema) && isObjectSchema(items));
}

/** Resolves a data pointer (/contact/email) to the field schema, looking into conditional branches. */
export function fieldAtDataPath(root: JsonObject, dataPath: string): FieldSchema | null {
  let shape: ObjectShape | undefined = shapeOf(root, root);
  let current: FieldModel | undefined;
  let found: FieldSchema | null = null;
  for (const raw of dataPath.split('/').slice(1)) {
    const segment = unescapeSegment(raw);
    if (current?.item && /^\d+$/.test(segment)) {
      current = current.item;
      shape = current.shape;
      continue;
    }
    const index = shape ? shape.declarations.findIndex((entry) => entry.field.name === segment) : -1;
    if (!shape || index === -1) return null;
    found = fieldsOf(shape)[index]!;
    current = shape.declarations[index]!.field;
    shape = current.shape;
  }
  return found;
}
