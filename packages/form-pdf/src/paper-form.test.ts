import { describe, expect, it } from 'vitest';
import { readCatalog, readForm } from '@portal/form-catalog/node';
import { paperFields, paperFormLayout, type PaperGroup, type PaperItem } from './paper-form.ts';
import { repoSchemasDir } from './testing/paper-schemas.ts';

function layoutOf(id: number) {
  const entry = readCatalog(repoSchemasDir).forms.find((form) => form.id === id)!;
  const { schema, ui } = readForm(repoSchemasDir, entry);
  return { form: paperFormLayout(schema, ui!), ui: ui! };
}

const groups = (items: readonly PaperItem[]): PaperGroup[] =>
  items.flatMap((item) => (item.kind === 'group' ? [item, ...groups(item.items)] : []));

describe('paperFormLayout', () => {
  it('makes one section per ui.json step, in order, with the step titles', () => {
    const { form, ui } = layoutOf(8);
    expect(form.title).toBe('Zgłoszenie przyłączenia mikroinstalacji');
    expect(form.sections.map((section) => section.title)).toEqual(ui.steps.map((step) => step.title));
  });

  it('puts every branch of a condition on paper, captioned with the answer it belongs to', () => {
    const { form } = layoutOf(8);
    const all = groups(form.sections.flatMap((section) => section.items));
    const privatePerson = all.find((group) => group.condition === 'Wypełnij, jeśli wybrano: Osoba fizyczna.');
    const business = all.find(
      (group) => group.condition === 'Wypełnij, jeśli wybrano: Firma lub instytucja.',
    );
    expect(
      paperFields({ title: '', sections: [{ id: 'x', title: '', items: [privatePerson!] }] }).map(
        (field) => field.name,
      ),
    ).toContain('applicant.person.pesel');
    expect(
      paperFields({ title: '', sections: [{ id: 'x', title: '', items: [business!] }] }).map(
        (field) => field.name,
      ),
    ).toContain('applicant.company.nip');
    expect(
      all.some((group) =>
        group.condition?.includes('„Mikroinstalacja współpracuje z magazynem energii” zaznaczono „Tak”'),
      ),
    ).toBe(true);
  });

  it('reads a link of a description as its text: paper has no links', () => {
    const { form } = layoutOf(8);
    const gdpr = paperFields(form).find((field) => field.name.endsWith('gdprAcknowledgement'));
    expect(gdpr?.description).toContain('Pełna informacja jest w zakładce „Ochrona danych osobowych”.');
    expect(JSON.stringify(form)).not.toMatch(/\]\(\/|\[Ochrona/);
  });

  it('says under a field when a branch makes it required', () => {
    const field = paperFields(layoutOf(8).form).find(
      (candidate) => candidate.name === 'installation.sourceDescription',
    );
    expect(field?.description).toContain('Obowiązkowe, jeśli wybrano: Inne źródło.');
  });

  it.each([
    ['applicant.kind', 'choice'],
    ['storage.present', 'yesNo'],
    ['inverter.rfgCompliance', 'checkbox'],
    ['pickupPoint.ppe', 'text'],
    ['signature.date', 'text'],
  ])('gives %s the kind %s', (name, kind) => {
    expect(paperFields(layoutOf(8).form).find((field) => field.name === name)?.kind).toBe(kind);
  });

  it('boxes PESEL, PPE and zip codes one cell per character', () => {
    const fields = paperFields(layoutOf(10).form);
    const shape = (name: string) => fields.find((field) => field.name === name);
    expect(shape('applicant.person.pesel')).toMatchObject({ comb: true, maxLength: 11 });
    expect(shape('pickupPoint.ppe')).toMatchObject({ comb: true, maxLength: 18 });
    expect(shape('pickupPoint.address.zipCode')).toMatchObject({ comb: true, maxLength: 6 });
    expect(shape('signature.date')).toMatchObject({ hint: 'DD.MM.RRRR' });
  });
});
