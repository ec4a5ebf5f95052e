// Reading a bundled form schema the way the form engine (RJSF) renders it: a property's effective schema
// is its `$ref` target with the sibling keywords on top (RJSF spreads them the same way), and an object's
// fields are its `properties` plus those that conditional branches (if/then/else, allOf, dependencies)
// add. The check, the docs and the build all use these walks.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';

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

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The value at a JSON pointer, or undefined. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '#') return document;
  let current = document;
  for (const raw of pointer.replace(/^#/, '').split('/').slice(1)) {
    const segment = unescapePointer(raw);
    if (!isJsonObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Follows local `$ref`s; sibling keywords override the target's (title, description, …). */
export function effectiveSchema(schema: unknown, root: JsonObject, depth = 0): JsonObject {
  if (!isJsonObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || depth > 32) return schema;
  const { $ref: _ref, ...siblings } = schema;
  const target = effectiveSchema(valueAtPointer(root, ref), root, depth + 1);
  return { ...target, ...siblings };
}

/** The pointer where a schema's `$ref` chain ends (without '#'), or `pointer` when it has no ref. */
export function resolvedPointer(schema: unknown, pointer: string, root: JsonObject, depth = 0): string {
  if (!isJsonObject(schema) || typeof schema.$ref !== 'string' || depth > 32) return pointer;
  const target = schema.$ref.replace(/^#/, '');
  return resolvedPointer(valueAtPointer(root, target), target, root, depth + 1);
}

function collectFields(
  schema: JsonObject,
  pointer: string,
  root: JsonObject,
  conditional: boolean,
  into: Map<string, FieldSchema>,
): void {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    // A base property wins over a branch's repetition of it (branches may restate a field as {}).
    if (into.has(name) && !into.get(name)?.conditional) continue;
    const propertyPointer = `${pointer}/properties/${escapePointer(name)}`;
    into.set(name, {
      name,
      pointer: propertyPointer,
      schemaPointer: resolvedPointer(property, propertyPointer, root),
      schema: effectiveSchema(property, root),
      conditional,
    });
  }
  const sub = (value: unknown, subPointer: string, subConditional: boolean) => {
    if (isJsonObject(value)) {
      collectFields(
        effectiveSchema(value, root),
        resolvedPointer(value, subPointer, root),
        root,
        subConditional,
        into,
      );
    }
  };
  sub(schema.then, `${pointer}/then`, true);
  sub(schema.else, `${pointer}/else`, true);
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach((value, index) => sub(value, `${pointer}/allOf/${index}`, conditional));
  if (isJsonObject(schema.dependencies)) {
    for (const [name, dependency] of Object.entries(schema.dependencies)) {
      sub(dependency, `${pointer}/dependencies/${escapePointer(name)}`, true);
    }
  }
}

/** The fields an object schema may render: base properties first, then those its branches add. */
export function objectFields(schema: JsonObject, pointer: string, root: JsonObject): FieldSchema[] {
  const fields = new Map<string, FieldSchema>();
  collectFields(schema, pointer, root, false, fields);
  return [...fields.values()];
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
  const walk = (
    schema: JsonObject,
    pointer: string,
    dataPath: string,
    underCondition: boolean,
    depth: number,
  ) => {
    if (depth > 24) return;
    for (const field of objectFields(schema, pointer, root)) {
      const fieldPath = `${dataPath}/${escapePointer(field.name)}`;
      const conditional = underCondition || field.conditional;
      visit({ ...field, dataPath: fieldPath, underCondition: conditional });
      if (isObjectSchema(field.schema))
        walk(field.schema, field.schemaPointer, fieldPath, conditional, depth + 1);
      const items = itemsSchema(field.schema, root);
      if (items && !isAttachmentList(field.schema) && isObjectSchema(items)) {
        const itemsPointer = resolvedPointer(field.schema.items, `${field.schemaPointer}/items`, root);
        walk(items, itemsPointer, `${fieldPath}/0`, conditional, depth + 1);
      }
    }
  };
  walk(root, '', '', false, 0);
}

/** Whether a field is a leaf the user fills in (not an object of further fields). */
export function isLeafField(field: FieldSchema, root: JsonObject): boolean {
  if (isObjectSchema(field.schema)) return false;
  const items = itemsSchema(field.schema, root);
  return !(items && !isAttachmentList(field.schema) && isObjectSchema(items));
}

/** Resolves a data pointer (/contact/email) to the field schema, looking into conditional branches. */
export function fieldAtDataPath(root: JsonObject, dataPath: string): FieldSchema | null {
  let schema: JsonObject = root;
  let pointer = '';
  let found: FieldSchema | null = null;
  for (const raw of dataPath.split('/').slice(1)) {
    const segment = unescapePointer(raw);
    const items = itemsSchema(schema, root);
    if (items && /^\d+$/.test(segment)) {
      pointer = resolvedPointer(schema.items, `${pointer}/items`, root);
      schema = items;
      continue;
    }
    const field = objectFields(schema, pointer, root).find((candidate) => candidate.name === segment);
    if (!field) return null;
    found = field;
    schema = field.schema;
    pointer = field.schemaPointer;
  }
  return found;
}
