// The form as the fields panel lists it: steps, their sections and the fields within, from the
// form model the preview is drawn with, each field with the places of the open files that say what it is
// (its declaration in schema.json, its node in ui.json, its parent's `required`, the list that orders it).
// A field declared in a shared definition (schemas/defs) has no declaration in schema.json: what the
// panel may change of it is what ui.json or a sibling of its `$ref` says (label, help, widget, order).
import {
  ITEMS,
  isJsonObject,
  orderNames,
  parsePointer,
  type FieldModel,
  type FormModel,
} from '@portal/form-model';
import type { JsonPath } from './editJson.ts';

/** Where the order of a field among its siblings is written in ui.json. */
export interface SiblingOrder {
  /** The step's `fields`, or the parent's `ui:order`. */
  readonly path: JsonPath;
  /** The siblings' names in the order the form shows them. */
  readonly names: readonly string[];
}

export interface OutlineField {
  readonly name: string;
  readonly label: string;
  /** Template pointer of the data (`/object/location`): the field's identity across edits. */
  readonly pointer: string;
  readonly kind: FieldModel['kind'];
  /** The declaration in schema.json, or null when a shared definition declares it. */
  readonly schemaPath: JsonPath | null;
  /** Its node in ui.json's uiSchema (written when needed). */
  readonly uiPath: JsonPath;
  /** Its parent's `required` in schema.json, or null when the parent is a shared definition. */
  readonly requiredPath: JsonPath | null;
  readonly order: SiblingOrder;
  /** Declared with its own `properties` in schema.json: new fields can be added to it. */
  readonly acceptsFields: boolean;
  readonly children: readonly OutlineField[];
}

export interface OutlineStep {
  readonly index: number;
  readonly id: string;
  readonly title: string;
  readonly fields: readonly OutlineField[];
}

/** Fields deeper than this are edited in the JSON (a list of objects in a list of objects). */
const MAX_DEPTH = 4;

/** The value at `path` in parsed JSON, undefined when there is none. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isJsonObject(current) && typeof segment === 'string') current = current[segment];
    else return undefined;
  }
  return current;
}

/** The pointer as a path of the file (array indexes as numbers), or null when the file has no such place. */
function localPath(schema: unknown, declaredAt: string): JsonPath | null {
  const path: JsonPath = [];
  let current = schema;
  for (const segment of parsePointer(declaredAt)) {
    path.push(Array.isArray(current) ? Number(segment) : segment);
    current = valueAt(current, [segment]);
    if (current === undefined) return null;
  }
  return path;
}

function uiPathOf(pointer: string): JsonPath {
  return ['uiSchema', ...parsePointer(pointer).map((segment) => (segment === ITEMS ? 'items' : segment))];
}

function outlineField(
  field: FieldModel,
  schema: unknown,
  parentPath: JsonPath | null,
  order: SiblingOrder,
  depth: number,
): OutlineField {
  const schemaPath = localPath(schema, field.declaredAt);
  const uiPath = uiPathOf(field.pointer);
  const declaration = schemaPath ? valueAt(schema, schemaPath) : undefined;
  // The fields of an object, or of a list's items.
  const holder = field.kind === 'array' ? field.item : field;
  const holderUiPath = field.kind === 'array' ? [...uiPath, 'items'] : uiPath;
  const declarations = depth < MAX_DEPTH ? (holder?.shape?.declarations ?? []) : [];
  const names = orderNames(
    declarations.map(({ field: child }) => child.name),
    holder?.ui['ui:order'],
  );
  const childOrder: SiblingOrder = { path: [...holderUiPath, 'ui:order'], names };
  const byName = new Map(declarations.map(({ field: child }) => [child.name, child]));
  return {
    name: field.name,
    label: field.label,
    pointer: field.pointer,
    kind: field.kind,
    schemaPath,
    uiPath,
    requiredPath: parentPath ? [...parentPath, 'required'] : null,
    order,
    acceptsFields:
      field.kind === 'object' && isJsonObject(declaration) && isJsonObject(declaration.properties),
    children: names.flatMap((name) => {
      const child = byName.get(name);
      return child ? [outlineField(child, schema, parentOf(schema, child), childOrder, depth + 1)] : [];
    }),
  };
}

/** The local object whose `required` lists the child: the declaration's parent (a branch or the object). */
function parentOf(schema: unknown, child: FieldModel): JsonPath | null {
  const path = localPath(schema, child.declaredAt);
  if (!path || path.length < 2 || path[path.length - 2] !== 'properties') return null;
  return path.slice(0, -2);
}

/** The outline of a form: `schema` is the parsed schema.json the analyst edits. */
export function outlineOf(model: FormModel, schema: unknown): OutlineStep[] {
  return model.steps.map((step, index) => {
    const order: SiblingOrder = { path: ['steps', index, 'fields'], names: step.fields };
    return {
      index,
      id: step.id,
      title: step.title,
      fields: step.sections.map((section) => outlineField(section, schema, [], order, 1)),
    };
  });
}

/** Every field of the outline, depth first. */
export function allFields(steps: readonly OutlineStep[]): OutlineField[] {
  const into: OutlineField[] = [];
  const visit = (field: OutlineField) => {
    into.push(field);
    field.children.forEach(visit);
  };
  for (const step of steps) step.fields.forEach(visit);
  return into;
}

/** The field whose declaration (schema.json) or node (ui.json) holds `path`: the innermost one. */
export function fieldAt(
  steps: readonly OutlineStep[],
  file: 'schema' | 'ui',
  path: JsonPath,
): { field: OutlineField; step: OutlineStep } | null {
  const holders: { field: OutlineField; step: OutlineStep; depth: number }[] = [];
  for (const step of steps) {
    const visit = (field: OutlineField) => {
      const own = file === 'schema' ? field.schemaPath : field.uiPath;
      if (own && own.every((segment, index) => path[index] === segment))
        holders.push({ field, step, depth: own.length });
      field.children.forEach(visit);
    };
    step.fields.forEach(visit);
  }
  const innermost = holders.sort((a, b) => b.depth - a.depth)[0];
  return innermost ? { field: innermost.field, step: innermost.step } : null;
}
