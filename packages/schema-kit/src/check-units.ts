// A unit named twice must be the same unit: a field whose label ends in a unit in brackets
// ("Moc pozorna [kVA]") and whose uiSchema sets a suffix (`ui:options.unit`, often inherited from the
// shared definition it refers to, e.g. `kilowatts` → "kW") would show the customer "[kVA]" over a box
// ending in "kW". Without `ui:options.unit` the engine takes the title's unit, so no mismatch is possible.
// Fields and their effective uiSchema come from the form model, as the engine renders them.
import type { FormEntry, FormUi } from '@portal/form-catalog';
import type { JsonObject } from '@portal/form-catalog/node';
import { buildFormModel, labelOf, type ObjectShape } from '@portal/form-model';
import { sourceLocation } from './locations.ts';
import type { SchemaPaths } from './paths.ts';
import type { Problem } from './problems.ts';
import { escapeSegment } from '@portal/json-pointer';
import { isAttachmentList } from './schema-walk.ts';

/** "Moc pozorna [kVA]" → "kVA". */
export function unitInLabel(label: string): string | undefined {
  return /\[([^\]]+)\]\s*$/.exec(label)?.[1]?.trim();
}

function suffixOf(ui: Record<string, unknown>): string | undefined {
  const options = ui['ui:options'];
  const unit = options && typeof options === 'object' ? (options as Record<string, unknown>).unit : undefined;
  return typeof unit === 'string' && unit ? unit : undefined;
}

export function checkUnits(paths: SchemaPaths, entry: FormEntry, bundled: JsonObject, ui: FormUi): Problem[] {
  const problems: Problem[] = [];
  const walk = (shape: ObjectShape, dataPath: string) => {
    for (const { field } of shape.declarations) {
      const fieldPath = `${dataPath}/${escapeSegment(field.name)}`;
      const label = labelOf(field.schema, field.ui, field.name);
      const named = unitInLabel(label);
      const suffix = suffixOf(field.ui);
      if (named && suffix && named !== suffix) {
        problems.push({
          ...sourceLocation(paths, entry.folder, field.declaredAt),
          message: `pole "${label}" (${fieldPath}) ma w etykiecie jednostkę [${named}], a za polem przyrostek „${suffix}” (ui:options.unit, także z defs/*.ui.json definicji): ujednolić jednostkę`,
        });
      }
      if (field.shape) walk(field.shape, fieldPath);
      else if (field.item?.shape && !isAttachmentList(field.schema)) walk(field.item.shape, `${fieldPath}/0`);
    }
  };
  walk(buildFormModel(bundled, ui).root, '');
  return problems;
}
