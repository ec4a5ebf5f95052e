// Two mistakes a strict compile lets through and a user pays for (issue 19):
// - a choice list whose options have no Polish labels: `enum` (RJSF 6 has no `enumNames`, so the user
//   would read the raw values "a", "b") — choices are `oneOf` of `{ const, title }` (schemas/README.md
//   "Choices"; options of a `oneOf` without a title are reported by check-form.ts);
// - a required yes/no field (`"type": "boolean"`, not a statement `"const": true`) that renders as a
//   checkbox: an unticked checkbox is no answer at all, so "no" can never be given. It needs the engine's
//   `yesNo` widget (Tak / Nie radios, nothing preselected), in ui.json or the definition's defs/*.ui.json.
// The widget is resolved the way the engine does (packages/form-engine uiSchemaLookup + widgetInference):
// the local uiSchema over the `ui:definitions` entry of the property's `$ref`, then the inferred widget.
import path from 'node:path';
import type { FormEntry, FormUi } from '@portal/form-catalog';
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { sourceLocation } from './locations.ts';
import type { SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import { effectiveSchema, escapePointer, isAttachmentList, valueAtPointer } from './schema-walk.ts';

type UiNode = Record<string, unknown>;

/** `required` of an object and of the branches that add its conditional fields (required when shown). */
function requiredNames(schema: JsonObject, root: JsonObject, depth = 0): Set<string> {
  const names = new Set<string>();
  if (depth > 16) return names;
  if (Array.isArray(schema.required)) for (const name of schema.required) names.add(String(name));
  const branches: unknown[] = [
    schema.then,
    schema.else,
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
  ];
  if (isJsonObject(schema.dependencies)) {
    for (const dependency of Object.values(schema.dependencies)) {
      // { "a": ["b"] }: b is required when a is given; { "a": { … } }: a branch like then/else.
      if (Array.isArray(dependency)) for (const name of dependency) names.add(String(name));
      else branches.push(dependency);
    }
  }
  for (const branch of branches) {
    if (!isJsonObject(branch)) continue;
    for (const name of requiredNames(effectiveSchema(branch, root), root, depth + 1)) names.add(name);
  }
  return names;
}

/** Every property an object may render, with its raw schema (for `$ref`) and where it is declared. */
function properties(
  schema: JsonObject,
  pointer: string,
  root: JsonObject,
  into: Map<string, { raw: JsonObject; pointer: string }>,
  depth = 0,
): Map<string, { raw: JsonObject; pointer: string }> {
  if (depth > 16) return into;
  if (isJsonObject(schema.properties)) {
    for (const [name, raw] of Object.entries(schema.properties)) {
      if (!isJsonObject(raw)) continue;
      // A base property wins over a branch restating it as {} (schema-walk.ts does the same).
      if (into.has(name) && depth > 0) continue;
      into.set(name, { raw, pointer: `${pointer}/properties/${escapePointer(name)}` });
    }
  }
  const sub = (value: unknown, subPointer: string) => {
    if (!isJsonObject(value)) return;
    const target = typeof value.$ref === 'string' ? value.$ref.replace(/^#/, '') : subPointer;
    properties(effectiveSchema(value, root), target, root, into, depth + 1);
  };
  sub(schema.then, `${pointer}/then`);
  sub(schema.else, `${pointer}/else`);
  if (Array.isArray(schema.allOf)) schema.allOf.forEach((value, i) => sub(value, `${pointer}/allOf/${i}`));
  if (isJsonObject(schema.dependencies))
    for (const [name, value] of Object.entries(schema.dependencies))
      sub(value, `${pointer}/dependencies/${escapePointer(name)}`);
  return into;
}

/** The `$ref`s of a property, outermost first (`ui:definitions` is keyed by them). */
function refChain(raw: JsonObject, root: JsonObject): string[] {
  const refs: string[] = [];
  let current: unknown = raw;
  while (isJsonObject(current) && typeof current.$ref === 'string' && refs.length < 32) {
    refs.push(current.$ref);
    current = valueAtPointer(root, current.$ref);
  }
  return refs;
}

/** The child's uiSchema as RJSF 6 merges it: its definition's entry under the local one. */
function childUi(parent: UiNode, key: string, raw: JsonObject, root: JsonObject, defs: UiNode): UiNode {
  const local = isJsonObject(parent[key]) ? (parent[key] as UiNode) : {};
  const fromDefinition = refChain(raw, root)
    .map((ref) => defs[ref])
    .find((value): value is UiNode => isJsonObject(value));
  if (!fromDefinition) return local;
  const merged: UiNode = { ...fromDefinition, ...local };
  if (isJsonObject(fromDefinition['ui:options']) || isJsonObject(local['ui:options'])) {
    merged['ui:options'] = {
      ...(fromDefinition['ui:options'] as object),
      ...(local['ui:options'] as object),
    };
  }
  return merged;
}

function widgetOf(ui: UiNode): string | undefined {
  const explicit = ui['ui:widget'] ?? (isJsonObject(ui['ui:options']) ? ui['ui:options'].widget : undefined);
  return typeof explicit === 'string' ? explicit : undefined;
}

function isBoolean(schema: JsonObject): boolean {
  return schema.type === 'boolean' || (Array.isArray(schema.type) && schema.type.includes('boolean'));
}

export function checkChoicesAndYesNo(
  paths: SchemaPaths,
  entry: FormEntry,
  bundled: JsonObject,
  ui: FormUi,
): Problem[] {
  const problems: Problem[] = [];
  const uiFile = path.posix.join('schemas/forms', entry.folder, 'ui.json');
  const defs = isJsonObject(ui.uiSchema['ui:definitions']) ? (ui.uiSchema['ui:definitions'] as UiNode) : {};
  const reported = new Set<string>();
  const report = (pointer: string, message: string) => {
    const location = sourceLocation(paths, entry.folder, pointer);
    const key = `${location.file}${location.pointer}${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ ...location, message });
  };

  const checkEnum = (schema: JsonObject, pointer: string, label: string) => {
    if (!Array.isArray(schema.enum)) return;
    const values = schema.enum.map((value) => JSON.stringify(value)).join(', ');
    report(
      `${pointer}/enum`,
      `lista wyboru pola "${label}" to "enum" (${values}): użytkownik zobaczyłby surowe wartości; zapisz opcje jako "oneOf": [{ "const": …, "title": "polska etykieta" }]`,
    );
  };

  const walk = (schema: JsonObject, pointer: string, uiNode: UiNode, dataPath: string, depth: number) => {
    if (depth > 24) return;
    const required = requiredNames(schema, bundled);
    for (const [name, { raw, pointer: propertyPointer }] of properties(schema, pointer, bundled, new Map())) {
      const field = effectiveSchema(raw, bundled);
      const refs = refChain(raw, bundled);
      const fieldPointer = refs.length > 0 ? (refs.at(-1) ?? '').replace(/^#/, '') : propertyPointer;
      const fieldUi = childUi(uiNode, name, raw, bundled, defs);
      const fieldPath = `${dataPath}/${escapePointer(name)}`;
      checkEnum(field, fieldPointer, name);
      if (isJsonObject(field.items))
        checkEnum(effectiveSchema(field.items, bundled), `${fieldPointer}/items`, name);
      const widget = widgetOf(fieldUi);
      if (
        isBoolean(field) &&
        field.const !== true &&
        required.has(name) &&
        widget !== 'yesNo' &&
        widget !== 'hidden'
      ) {
        report(
          propertyPointer,
          `wymagane pole tak/nie "${name}" (${fieldPath}) wyświetli się jako pole wyboru (${widget ?? 'checkbox'}), więc nie da się odpowiedzieć „Nie”: dodaj "ui:widget": "yesNo" w ${uiFile} (uiSchema${fieldPath}) albo w defs/*.ui.json definicji`,
        );
      }
      if (field.type === 'object' || isJsonObject(field.properties)) {
        walk(field, fieldPointer, fieldUi, fieldPath, depth + 1);
      } else if (field.type === 'array' && isJsonObject(field.items) && !isAttachmentList(field)) {
        const items = effectiveSchema(field.items, bundled);
        const itemRefs = refChain(field.items, bundled);
        const itemsPointer =
          itemRefs.length > 0 ? (itemRefs.at(-1) ?? '').replace(/^#/, '') : `${fieldPointer}/items`;
        if (items.type === 'object' || isJsonObject(items.properties)) {
          walk(
            items,
            itemsPointer,
            childUi(fieldUi, 'items', field.items, bundled, defs),
            `${fieldPath}/0`,
            depth + 1,
          );
        }
      }
    }
  };
  walk(bundled, '', ui.uiSchema as UiNode, '', 0);
  return problems;
}
