// What each visual edit writes: pure functions from the parsed files and the outline to the
// changes `applyJsonChanges` makes in the editors, one list per file.
import { isJsonObject, type JsonObject } from '@portal/form-model';
import type { JsonChange, JsonPath } from './editJson.ts';
import type { FieldKind } from './fieldKinds.ts';
import { valueAt, type OutlineField, type OutlineStep, type SiblingOrder } from './outline.ts';

export interface FileChanges {
  readonly schema: readonly JsonChange[];
  readonly ui: readonly JsonChange[];
}

/** Sets a value; an empty text or a missing value removes the keyword instead of writing it empty. */
export function setValue(path: JsonPath, value: unknown): JsonChange {
  return { path, value: value === '' || value === null ? undefined : value };
}

/** Adds the field's name to its parent's `required` or takes it out (the list goes when it empties). */
export function requiredChanges(schema: unknown, field: OutlineField, required: boolean): JsonChange[] {
  if (!field.requiredPath) return [];
  const list = valueAt(schema, field.requiredPath);
  const names = Array.isArray(list) ? list : [];
  const at = names.indexOf(field.name);
  if (required) {
    if (at !== -1) return [];
    return Array.isArray(list)
      ? [{ path: [...field.requiredPath, -1], value: field.name }]
      : [{ path: field.requiredPath, value: [field.name] }];
  }
  if (at === -1) return [];
  return names.length === 1
    ? [{ path: field.requiredPath, value: undefined }]
    : [{ path: [...field.requiredPath, at], value: undefined }];
}

/**
 * Moves a field (or a step's section) to `to` among its siblings. An order ui.json already lists both
 * names in has its items moved; otherwise ui.json gets the whole order (the form's order then no longer
 * depends on the schema's, nor on a shared definition's).
 */
export function moveFieldChanges(ui: unknown, order: SiblingOrder, name: string, to: number): JsonChange[] {
  const from = order.names.indexOf(name);
  const target = order.names[to];
  if (from === -1 || target === undefined || from === to) return [];
  const written = valueAt(ui, order.path);
  if (Array.isArray(written)) {
    const at = written.indexOf(name);
    const targetAt = written.indexOf(target);
    if (at !== -1 && targetAt !== -1) return [{ path: order.path, move: { from: at, to: targetAt } }];
  }
  const names = [...order.names];
  names.splice(from, 1);
  names.splice(to, 0, name);
  return [{ path: order.path, value: names }];
}

/** Moves a step to `to` in ui.json's `steps`. */
export function moveStepChanges(from: number, to: number, count: number): JsonChange[] {
  if (from === to || to < 0 || to >= count) return [];
  return [{ path: ['steps'], move: { from, to } }];
}

/** `base`, or `base2`, `base3`… : the first name none of `taken` has. */
export function uniqueName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let number = 2; ; number += 1) if (!names.has(`${base}${number}`)) return `${base}${number}`;
}

export interface NewField extends FileChanges {
  /** The new field's data pointer (to select it once the preview has it). */
  readonly pointer: string;
  /** Its declaration in schema.json. */
  readonly schemaPath: JsonPath;
}

export interface NewFieldPlace {
  readonly step: OutlineStep;
  /** The selected field of that step, if any: the new field goes into its section. */
  readonly selected: OutlineField | null;
}

/** The section the new field goes into: the selected one, the selected field's, or the step's last own. */
function targetSection(place: NewFieldPlace): OutlineField | null {
  const { step, selected } = place;
  if (selected?.acceptsFields) return selected;
  if (selected) {
    const parent = findParent(step.fields, selected);
    if (parent?.acceptsFields) return parent;
  }
  return [...step.fields].reverse().find((section) => section.acceptsFields) ?? null;
}

function findParent(fields: readonly OutlineField[], child: OutlineField): OutlineField | null {
  for (const field of fields) {
    if (field.children.includes(child)) return field;
    const found = findParent(field.children, child);
    if (found) return found;
  }
  return null;
}

/**
 * A new field of `kind` titled `title` at the end of the target section, with its ui.json node and its
 * place at the end of the section's `ui:order` when ui.json orders the section. A step without a section of its own
 * (only shared ones) gets a new section holding the field, listed in the step's `fields`.
 */
export function newFieldChanges(
  schema: unknown,
  ui: unknown,
  place: NewFieldPlace,
  kind: FieldKind,
  title: string,
  sectionTitle: string,
): NewField {
  const property: JsonObject = { ...kind.schema, title };
  const section = targetSection(place);
  if (section?.schemaPath) {
    const propertiesPath = [...section.schemaPath, 'properties'];
    const taken = Object.keys(asObject(valueAt(schema, propertiesPath)));
    const name = uniqueName(kind.name, [...taken, ...section.children.map((child) => child.name)]);
    const schemaPath = [...propertiesPath, name];
    const order = section.children[0]?.order.path ?? [...section.uiPath, 'ui:order'];
    const written = valueAt(ui, order);
    const uiChanges: JsonChange[] = [];
    if (kind.ui) uiChanges.push({ path: [...section.uiPath, name], value: kind.ui });
    // Listed last even after a "*": the new field ends the section, where the analyst looks for it.
    if (Array.isArray(written)) uiChanges.push({ path: [...order, -1], value: name });
    return {
      schema: [{ path: schemaPath, value: property }],
      ui: uiChanges,
      pointer: `${section.pointer}/${name}`,
      schemaPath,
    };
  }
  const sectionName = uniqueName('nowaSekcja', Object.keys(asObject(valueAt(schema, ['properties']))));
  const name = kind.name;
  return {
    schema: [
      {
        path: ['properties', sectionName],
        value: {
          type: 'object',
          title: sectionTitle,
          properties: { [name]: property },
          additionalProperties: false,
        },
      },
    ],
    ui: [
      { path: ['steps', place.step.index, 'fields', -1], value: sectionName },
      ...(kind.ui ? [{ path: ['uiSchema', sectionName, name], value: kind.ui }] : []),
    ],
    pointer: `/${sectionName}/${name}`,
    schemaPath: ['properties', sectionName, 'properties', name],
  };
}

function asObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
