// Two mistakes a strict compile lets through and a user pays for:
// - a choice list whose options have no Polish labels: `enum` (RJSF 6 has no `enumNames`, so the user
//   would read the raw values "a", "b") — choices are `oneOf` of `{ const, title }` (schemas/README.md
//   "Choices"; options of a `oneOf` without a title are reported by check-form.ts);
// - a required yes/no field (`"type": "boolean"`, not a statement `"const": true`) that renders as a
//   checkbox: an unticked checkbox is no answer at all, so "no" can never be given. It needs the engine's
//   `yesNo` widget (Tak / Nie radios, nothing preselected), in ui.json or the definition's defs/*.ui.json.
// Fields, their uiSchema (the local one over the `ui:definitions` entry of the property's `$ref`) and
// where they are required come from the form model (packages/form-model), as the engine renders them.
import path from 'node:path';
import type { FormEntry, FormUi } from '@portal/form-catalog';
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { buildFormModel, resolveSchema, type ObjectShape } from '@portal/form-model';
import { sourceLocation } from './locations.ts';
import type { SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import { escapeSegment } from '@portal/json-pointer';
import { isAttachmentList } from './schema-walk.ts';

type UiNode = Record<string, unknown>;

/** Names an object requires, unconditionally or in any of its branches (required when shown). */
function requiredNames(shape: ObjectShape): Set<string> {
  const names = new Set(shape.required);
  for (const field of shape.properties) if (field.requiredWhen.length > 0) names.add(field.name);
  for (const branch of shape.branches) for (const name of requiredNames(branch.shape)) names.add(name);
  return names;
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

  const walk = (shape: ObjectShape, dataPath: string) => {
    const required = requiredNames(shape);
    for (const { field: model } of shape.declarations) {
      const { name, schema: field, schemaAt: fieldPointer, declaredAt: propertyPointer } = model;
      const fieldPath = `${dataPath}/${escapeSegment(name)}`;
      checkEnum(field, fieldPointer, name);
      if (isJsonObject(field.items))
        checkEnum(resolveSchema(field.items, bundled), `${fieldPointer}/items`, name);
      const widget = widgetOf(model.ui);
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
      if (model.shape) walk(model.shape, fieldPath);
      else if (model.item?.shape && !isAttachmentList(field)) walk(model.item.shape, `${fieldPath}/0`);
    }
  };
  walk(buildFormModel(bundled, ui).root, '');
  return problems;
}
