import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../schemas/forms/1-przylaczenie-do-40-kw/fixtures/valid/private-person-new-house.json';
import { flattenAliases } from '../schema/flattenAliases.ts';
import { createPrecompiledValidator } from '../validation/precompiledValidator.ts';
import { loadRealForm } from '../test/realForms.ts';
import { collectAnswers } from './collectAnswers.ts';

describe('collectAnswers on form 1 with its valid fixture', () => {
  it('lists every answer by step with its label, formatted', async () => {
    const form = await loadRealForm(1);
    const { schema, uiSchema } = flattenAliases(form.schema as RJSFSchema, form.ui.uiSchema);
    const utils = createSchemaUtils(createPrecompiledValidator(form.validate, schema), schema);
    const sections = collectAnswers(form.ui.steps, utils, uiSchema, fixture.data as Record<string, unknown>);
    expect(sections.map((section) => section.step.id)).toEqual(form.ui.steps.map((step) => step.id));
    const answers = new Map(
      sections.flatMap((section) =>
        section.rows.filter((row) => row.kind === 'answer').map((row) => [row.pointer, row] as const),
      ),
    );
    const value = (pointer: string) => answers.get(pointer)?.value;
    expect(value('/applicant/kind')).toBe('Osoba fizyczna');
    expect(value('/applicant/person/pesel')).toBe('44051401359');
    expect(answers.get('/applicant/person/firstName')?.label).toBe('Imię');
    expect(value('/connection/power/connectionOne/target')).toBe('14\u00a0kW');
    // The unit is in the answer, not repeated in the label ("… [kW]").
    expect(answers.get('/connection/power/connectionOne/target')?.label).not.toMatch(/\[kW\]/);
    expect(value('/connection/power/connectionOne/phase')).toBe('Trójfazowe');
    expect(value('/connection/consumptionStart')).toBe('październik 2026');
    expect(value('/connection/siteVisitDates')).toBe('17.06.2026, 8:00–11:00; 22.06.2026, 14:00–17:00');
    expect(value('/notifications/bySms')).toBe('Tak');
    expect(value('/attachments/legalTitleDocument')).toBe('ksiega-wieczysta.pdf');
    expect(value('/statements/truthfulness')).toBe('Tak');
    // A branch the data does not take is not listed (no PPE for a new object)…
    expect(answers.has('/connection/ppe')).toBe(false);
    // …and an optional field left empty reads 'Nie podano'.
    expect(value('/contact/fax')).toBe('Nie podano');
    // Groups head their fields: an address, a parcel in a list.
    const groups = sections.flatMap((section) =>
      section.rows.filter((row) => row.kind === 'group').map((row) => row.label),
    );
    expect(groups).toEqual(expect.arrayContaining(['Adres zamieszkania', 'Działka 1']));
  });
});
