import { readFileSync } from 'node:fs';
import type { Catalog, FormEntry, FormUi } from '@portal/form-catalog';
import { bundleFormSchema, bundleFormUi } from '@portal/form-catalog/node';
import { describe, expect, it } from 'vitest';
import { checkUnits, unitInLabel } from './check-units.ts';
import { hasFormSchema, schemaPaths } from './paths.ts';
import { repoRoot } from './testing/repo-root.ts';

const entry = { id: 1, folder: '1-test' } as FormEntry;
const paths = schemaPaths('/repo');

function problems(properties: Record<string, unknown>, uiSchema: Record<string, unknown> = {}) {
  const schema = {
    type: 'object',
    properties: { section: { type: 'object', title: 'Sekcja', properties } },
    definitions: { 'power.kilowatts': { type: 'string', title: 'Moc [kW]' } },
  };
  const ui = {
    steps: [],
    uiSchema: {
      ...uiSchema,
      'ui:definitions': {
        '#/definitions/power.kilowatts': { 'ui:widget': 'power', 'ui:options': { unit: 'kW' } },
      },
    },
  };
  return checkUnits(paths, entry, schema, ui as unknown as FormUi).map((problem) => problem.message);
}

describe('a unit in the label and the suffix after the field agree', () => {
  it('reads the unit at the end of a label', () => {
    expect(unitInLabel('Moc pozorna [kVA]')).toBe('kVA');
    expect(unitInLabel('Energia [kWh/rok]')).toBe('kWh/rok');
    expect(unitInLabel('Moc [kW] obiektu')).toBeUndefined();
    expect(unitInLabel('Moc')).toBeUndefined();
  });

  it('flags a suffix inherited from the shared definition that differs from the label', () => {
    const apparent = { $ref: '#/definitions/power.kilowatts', title: 'Moc pozorna [kVA]' };
    expect(problems({ apparent })).toEqual([expect.stringContaining('[kVA]')]);
    expect(problems({ apparent })[0]).toContain('„kW”');
  });

  it('flags a local suffix that differs, and accepts matching or title-only units', () => {
    const field = { type: 'string', title: 'Wysokość [cm]' };
    expect(problems({ field }, { section: { field: { 'ui:options': { unit: 'mm' } } } })).toHaveLength(1);
    expect(problems({ field }, { section: { field: { 'ui:options': { unit: 'cm' } } } })).toEqual([]);
    expect(problems({ field })).toEqual([]);
    const power = { $ref: '#/definitions/power.kilowatts', title: 'Moc przyłączeniowa [kW]' };
    expect(problems({ power })).toEqual([]);
  });

  it('finds no mismatch in any form of the catalog (form 9 "Moc pozorna [kVA]" showed "kW")', () => {
    const real = schemaPaths(repoRoot);
    const catalog = JSON.parse(readFileSync(real.catalogFile, 'utf8')) as Catalog;
    const online = catalog.forms.filter((form) => hasFormSchema(real, form.folder));
    expect(online.map((form) => form.id)).toContain(9);
    const found = online.flatMap((form) => {
      const bundled = bundleFormSchema(real.schemasDir, form);
      return checkUnits(real, form, bundled, bundleFormUi(real.schemasDir, form, bundled));
    });
    expect(found.map((problem) => problem.message)).toEqual([]);
    expect(readFileSync(new URL('./check-form.ts', import.meta.url), 'utf8')).toContain('checkUnits(');
  });
});
