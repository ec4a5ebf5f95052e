// The objects of a schema.json a condition can be written on, and their fields as the conditions panel
// offers them: label, kind and options. The text says where an object is (the condition goes into this
// file); the bundled schema of the preview says what a field shared from schemas/defs is (its title, its
// options), since the bundle keeps the paths of schema.json (local definitions under their own names).
import { isJsonObject as isObject, type JsonObject } from '@portal/form-model';
import type { JsonPath } from './editJson.ts';
import { objectFieldNames } from './conditions.ts';
import { resolveLocalRef } from '@portal/json-pointer';

export type FieldKind = 'boolean' | 'choice' | 'choices' | 'number' | 'object' | 'other';

export interface FieldOption {
  readonly value: string | number | boolean | null;
  readonly title: string;
}

export interface FieldInfo {
  readonly name: string;
  readonly title: string;
  readonly kind: FieldKind;
  readonly options: readonly FieldOption[];
  /** An object's own fields (a condition may test a field of a sub-object). */
  readonly fields: readonly FieldInfo[];
}

export interface ObjectInfo {
  readonly path: JsonPath;
  /** The titles from the form down to the object ("" for the form itself). */
  readonly title: string;
  readonly fields: readonly FieldInfo[];
}

/** A local `$ref` followed, the referring node's own keywords on top (as the model reads an alias). */
function resolve(root: JsonObject, node: unknown, depth = 0): JsonObject {
  if (!isObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 16) return node;
  const target = resolveLocalRef(root, ref);
  const { $ref: _ref, ...own } = node;
  return { ...resolve(root, target, depth + 1), ...own };
}

function optionsOf(schema: JsonObject, root: JsonObject): FieldOption[] {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const options = list.map((option) => resolve(root, option));
    if (options.length > 0 && options.every((option) => 'const' in option))
      return options.map((option) => ({
        value: option.const as FieldOption['value'],
        title: typeof option.title === 'string' ? option.title : String(option.const),
      }));
  }
  return [];
}

function fieldInfo(name: string, textSchema: unknown, bundleSchema: unknown, root: JsonObject): FieldInfo {
  const schema = { ...resolve(root, bundleSchema), ...(isObject(textSchema) ? textSchema : {}) };
  const resolved = resolve(root, schema);
  const title = typeof resolved.title === 'string' && resolved.title ? resolved.title : name;
  const items = resolve(root, resolved.items);
  const kind: FieldKind =
    resolved.type === 'boolean'
      ? 'boolean'
      : resolved.type === 'number' || resolved.type === 'integer'
        ? 'number'
        : resolved.type === 'array' && optionsOf(items, root).length > 0
          ? 'choices'
          : optionsOf(resolved, root).length > 0
            ? 'choice'
            : resolved.type === 'object' && isObject(resolved.properties)
              ? 'object'
              : 'other';
  const options =
    kind === 'choices' ? optionsOf(items, root) : kind === 'choice' ? optionsOf(resolved, root) : [];
  const fields =
    kind === 'object'
      ? Object.entries(resolved.properties as JsonObject).map(([child, childSchema]) =>
          fieldInfo(child, undefined, childSchema, root),
        )
      : [];
  return { name, title, kind, options, fields };
}

/** An object's fields: its own, then those its conditions declare (shown only when they hold). */
function fieldsOf(textObject: JsonObject, bundleObject: JsonObject, root: JsonObject): FieldInfo[] {
  const bundleFields = new Map<string, unknown>();
  const collect = (node: unknown) => {
    const object = resolve(root, node);
    if (isObject(object.properties))
      for (const [name, schema] of Object.entries(object.properties))
        if (!bundleFields.has(name)) bundleFields.set(name, schema);
  };
  collect(bundleObject);
  collect(bundleObject.then);
  if (Array.isArray(bundleObject.allOf))
    for (const part of bundleObject.allOf) collect(resolve(root, part).then);
  const textFields = new Map<string, unknown>();
  const collectText = (node: unknown) => {
    if (isObject(node) && isObject(node.properties))
      for (const [name, schema] of Object.entries(node.properties))
        if (!textFields.has(name)) textFields.set(name, schema);
  };
  collectText(textObject);
  collectText(textObject.then);
  if (Array.isArray(textObject.allOf))
    for (const part of textObject.allOf) if (isObject(part)) collectText(part.then);
  return objectFieldNames(textObject as never).map((name) =>
    fieldInfo(name, textFields.get(name), bundleFields.get(name), root),
  );
}

const SKIPPED = new Set(['if', 'not', 'anyOf', 'oneOf', 'const', 'enum', 'examples', 'default', 'required']);

/**
 * Every object of the schema.json text with fields, in the order of the file: the form, its sections, and
 * the objects of its local definitions. `bundled` is the preview's bundled schema (null before the first).
 */
export function formObjects(text: string, bundled: unknown): ObjectInfo[] {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(root)) return [];
  const bundleRoot = isObject(bundled) ? bundled : root;
  const objects: ObjectInfo[] = [];
  const visit = (node: unknown, path: JsonPath, titles: readonly string[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index], titles));
      return;
    }
    if (!isObject(node)) return;
    let bundleNode: unknown = bundleRoot;
    for (const segment of path)
      bundleNode = isObject(bundleNode)
        ? bundleNode[segment]
        : (bundleNode as unknown[])?.[segment as number];
    const bundleObject = resolve(bundleRoot, bundleNode ?? node);
    const title = typeof bundleObject.title === 'string' && path.length > 0 ? bundleObject.title : null;
    const here = title ? [...titles, title] : titles;
    if (isObject(node.properties) && (node.type === 'object' || path.length === 0))
      objects.push({ path, title: here.join(' › '), fields: fieldsOf(node, bundleObject, bundleRoot) });
    for (const [key, child] of Object.entries(node))
      if (!SKIPPED.has(key)) visit(child, [...path, key], key === 'definitions' ? [] : here);
  };
  visit(root, [], []);
  return objects;
}

export function objectAt(objects: readonly ObjectInfo[], path: JsonPath): ObjectInfo | undefined {
  return objects.find(
    (object) => object.path.length === path.length && object.path.every((s, i) => s === path[i]),
  );
}

/** The field a condition reads: a field of the object or of one of its sub-objects. */
export function fieldAt(object: ObjectInfo | undefined, field: readonly string[]): FieldInfo[] {
  const chain: FieldInfo[] = [];
  let fields = object?.fields ?? [];
  for (const name of field) {
    const found = fields.find((candidate) => candidate.name === name);
    if (!found) break;
    chain.push(found);
    fields = found.fields;
  }
  return chain;
}

/** The fields of an object a condition may read: its fields, and the fields of its sub-objects. */
export function controllableFields(object: ObjectInfo): { field: string[]; chain: FieldInfo[] }[] {
  return object.fields.flatMap((field) =>
    field.kind === 'object'
      ? field.fields
          .filter((child) => child.kind !== 'object')
          .map((child) => ({ field: [field.name, child.name], chain: [field, child] }))
      : [{ field: [field.name], chain: [field] }],
  );
}
