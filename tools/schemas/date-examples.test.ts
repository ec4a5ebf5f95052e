// Customer journeys: the date hint's example ("np. 15.03.2026") was itself a refused date. The example is computed
// for each field (the engine's DateWidget: dateExampleOf over the field's date keywords); here, for every
// date field of every form and for several "todays", the example and the calendar's bounds are days the
// field's own validator accepts, and no form text gives a fixed date as an example.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormUi } from '@portal/form-catalog';
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { buildFormModel, type ObjectShape } from '@portal/form-model';
import { createAjv, dateBoundsOf, dateExampleOf, type DateLimitKeywords } from '@portal/validation';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

const formsDir = path.join(repoRoot, 'packages/forms-generated/forms');
const forms = readdirSync(formsDir)
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => ({
    id: name.split('.')[0]!,
    schema: JSON.parse(readFileSync(path.join(formsDir, name), 'utf8')) as JsonObject,
    ui: readFileSync(path.join(formsDir, name.replace('.schema.json', '.ui.json')), 'utf8'),
  }));

const TODAYS = ['2026-01-01', '2026-11-23', '2026-12-31', '2027-02-28'];

describe('date examples and calendar bounds are accepted dates', () => {
  const ajv = createAjv();
  // The fields the date widget renders (a month-and-year field has its own selects, no example).
  const dateFields = forms.flatMap(({ id, schema, ui }) => {
    const found: Array<{ where: string; field: JsonObject; root: JsonObject }> = [];
    const walk = (shape: ObjectShape, dataPath: string) => {
      for (const { field } of shape.declarations) {
        const fieldPath = `${dataPath}/${field.name}`;
        const widget = field.ui['ui:widget'];
        if (field.schema.format === 'date' && (widget === undefined || widget === 'date'))
          found.push({ where: `${id}${fieldPath}`, field: field.schema, root: schema });
        if (field.shape) walk(field.shape, fieldPath);
        else if (field.item?.shape) walk(field.item.shape, `${fieldPath}/0`);
      }
    };
    walk(buildFormModel(schema, JSON.parse(ui) as FormUi).root, '');
    return found;
  });

  it('finds the date fields (form 23: the meter reading)', () => {
    expect(dateFields.map((entry) => entry.where)).toContain('23/check/readingDate');
  });

  it('every example and bound passes the field, whatever today is', () => {
    const refused: string[] = [];
    for (const { where, field, root } of dateFields) {
      const validate = ajv.compile({ ...field, definitions: root.definitions });
      for (const today of TODAYS) {
        const bounds = dateBoundsOf(field as DateLimitKeywords, today);
        for (const day of [dateExampleOf(bounds, today), bounds.min, bounds.max]) {
          if (day && !(validate.call({ today }, day) as boolean)) refused.push(`${where} ${day} (${today})`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('no form gives a fixed date as an example in its texts', () => {
    const fixed = /np\.\s*\d{1,2}\.\d{1,2}\.\d{4}/;
    const texts = forms.flatMap(({ id, schema, ui }) => {
      const found: string[] = [];
      const visit = (node: unknown) => {
        if (typeof node === 'string' && fixed.test(node)) found.push(`${id}: ${node}`);
        else if (Array.isArray(node)) node.forEach(visit);
        else if (isJsonObject(node)) Object.values(node).forEach(visit);
      };
      visit(schema);
      visit(JSON.parse(ui));
      return found;
    });
    expect(texts).toEqual([]);
  });
});
