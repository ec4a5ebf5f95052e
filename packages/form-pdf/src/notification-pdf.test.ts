import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFCheckBox,
  PDFDocument,
  PDFName,
  PDFRadioGroup,
  PDFTextField,
  type PDFField,
  type PDFForm,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formFolder, readCatalog, readForm } from '@portal/form-catalog/node';
import { createNotificationDocuments, fileNameOf } from './notification-documents.ts';
import { ENCLOSURE_FIELD } from './notification-pdf.ts';
import { paperFields, paperFormLayout } from './paper-form.ts';
import { pageTexts } from './testing/pdf-text.ts';
import { repoSchemasDir } from './testing/paper-schemas.ts';

const catalog = readCatalog(repoSchemasDir);
/** Not the placeholders: the PDF prints whatever the configuration says. */
const operator = {
  name: 'Energa-Operator SA',
  email: 'zgloszenia@operator.pl',
  postalAddress: [
    'Energa-Operator SA',
    'Biuro Obsługi Klienta',
    'ul. Marynarki Polskiej 130',
    '80-557 Gdańsk',
  ],
};
const documents = createNotificationDocuments(repoSchemasDir, operator);

interface Generated {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly doc: PDFDocument;
  readonly form: PDFForm;
  readonly texts: string[];
  readonly pdfJson: { instructions: string[]; attachments: string[] };
}

const generated = new Map<number, Generated>();

beforeAll(async () => {
  for (const id of [8, 10]) {
    const document = (await documents.get(id))!;
    const doc = await PDFDocument.load(document.bytes);
    const entry = catalog.forms.find((form) => form.id === id)!;
    generated.set(id, {
      id,
      bytes: document.bytes,
      doc,
      form: doc.getForm(),
      texts: await pageTexts(document.bytes),
      pdfJson: JSON.parse(readFileSync(path.join(formFolder(repoSchemasDir, entry), 'pdf.json'), 'utf8')),
    });
  }
}, 60_000);

const of = (id: number) => generated.get(id)!;
const tooltip = (field: PDFField) => field.acroField.dict.lookup(PDFName.of('TU'))?.toString();

/** The data paths of a fixture's filled values, as PDF field names (applicant.person.firstName). */
function filledValues(data: unknown, prefix: string[] = []): { name: string; value: string | boolean }[] {
  if (typeof data === 'string' || typeof data === 'boolean') return [{ name: prefix.join('.'), value: data }];
  if (Array.isArray(data))
    return data.flatMap((item, index) => filledValues(item, [...prefix, String(index)]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => filledValues(value, [...prefix, key]));
  return [];
}

function validFixtures(id: number): { file: string; data: unknown }[] {
  const entry = catalog.forms.find((form) => form.id === id)!;
  const dir = path.join(formFolder(repoSchemasDir, entry), 'fixtures', 'valid');
  return readdirSync(dir).map((file) => ({
    file,
    data: JSON.parse(readFileSync(path.join(dir, file), 'utf8')).data,
  }));
}

describe.each([8, 10])('the notification PDF of form %i', (id) => {
  it('is a PDF with an AcroForm, in Polish, named after the form and the operator', () => {
    const { bytes, doc } = of(id);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const entry = catalog.forms.find((form) => form.id === id)!;
    expect(doc.getTitle()).toContain(`formularz nr ${id}`);
    expect(doc.getAuthor()).toBe(operator.name);
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toContain('pl-PL');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(
      doc
        .getPages()
        .every((page) => Math.round(page.getWidth()) === 595 && Math.round(page.getHeight()) === 842),
    ).toBe(true);
    expect(fileNameOf(entry)).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it('has one field per field of the schema, of the matching kind, labelled in Polish', () => {
    const { form } = of(id);
    const entry = catalog.forms.find((candidate) => candidate.id === id)!;
    const { schema, ui } = readForm(repoSchemasDir, entry);
    const expected = paperFields(paperFormLayout(schema, ui!));
    const byName = new Map(form.getFields().map((field) => [field.getName(), field]));
    for (const field of expected) {
      if (field.kind === 'enclosure') continue;
      if (field.kind === 'checkboxes') {
        for (const option of field.options)
          expect(byName.get(`${field.name}.${option.value}`)).toBeInstanceOf(PDFCheckBox);
        continue;
      }
      const pdfField = byName.get(field.name);
      expect(pdfField, field.name).toBeDefined();
      if (field.kind === 'text') expect(pdfField).toBeInstanceOf(PDFTextField);
      if (field.kind === 'checkbox') expect(pdfField).toBeInstanceOf(PDFCheckBox);
      if (field.kind === 'choice' || field.kind === 'yesNo') {
        expect(pdfField).toBeInstanceOf(PDFRadioGroup);
        expect((pdfField as PDFRadioGroup).getOptions()).toEqual(field.options.map((option) => option.value));
      }
      expect(tooltip(pdfField!)).toBeDefined();
    }
    const enclosures = [...byName.keys()].filter((name) => name.startsWith(`${ENCLOSURE_FIELD}.`));
    expect(enclosures).toHaveLength(of(id).pdfJson.attachments.length);
    // Nothing else: the schema's fields and the attachment checklist.
    expect(byName.size).toBe(
      expected.filter((field) => field.kind !== 'enclosure').length + enclosures.length,
    );
  });

  it('has a field for every value of the valid fixtures, so a filled form holds all the data', () => {
    const names = new Set(
      of(id)
        .form.getFields()
        .map((field) => field.getName()),
    );
    for (const fixture of validFixtures(id)) {
      for (const { name } of filledValues(fixture.data))
        expect(names, `${fixture.file}: ${name}`).toContain(name);
    }
  });

  it('shows the title, the operator, pdf.json instructions and attachments, and the signature box', () => {
    const { texts, pdfJson } = of(id);
    const all = texts.join('\n');
    const entry = catalog.forms.find((form) => form.id === id)!;
    const { schema } = readForm(repoSchemasDir, entry);
    expect(texts[0]).toContain(String(schema.title));
    expect(texts[0]).toContain(operator.name);
    expect(texts[0]).toContain('Jak złożyć zgłoszenie');
    // Where to send it: the configured operator, never a placeholder from the form's files.
    expect(texts[0]).toContain(operator.email);
    for (const line of operator.postalAddress) expect(texts[0]).toContain(line);
    expect(all).not.toContain('Przykładowa');
    expect(all).not.toContain('osd.example.pl');
    const flat = all.replace(/\n/g, ' ');
    for (const line of [...pdfJson.instructions, ...pdfJson.attachments]) expect(flat).toContain(line);
    expect(all).toContain('Czytelny podpis wnioskodawcy lub pełnomocnika');
    expect(texts.at(-1)).toContain(`Strona ${texts.length} z ${texts.length}`);
  });

  it('renders the Polish labels of the schema with their Polish letters', () => {
    const flat = of(id).texts.join(' ').replace(/\n/g, ' ');
    for (const label of [
      'Moc zainstalowana mikroinstalacji [kW]',
      'Numer PPE (punktu poboru energii)',
      'Miejscowość',
      'Podczęstotliwościowe f< [Hz]',
      'Wypełnij, jeśli wybrano: Osoba fizyczna.',
    ]) {
      expect(flat).toContain(label);
    }
    for (const letter of 'ąćęłńóśźżŚ') expect(flat.includes(letter), letter).toBe(true);
    expect(flat).not.toContain('\uFFFD');
  });
});

describe('a filled notification', () => {
  it('keeps what is typed, Polish letters included, when it is saved and opened again', async () => {
    const doc = await PDFDocument.load(of(8).bytes);
    doc.registerFontkit(fontkit);
    const require = createRequire(import.meta.url);
    // A viewer writes with the form's font; here the same DejaVu file draws the appearances.
    const font = await doc.embedFont(
      readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
      { subset: true },
    );
    const form = doc.getForm();
    const fixture = validFixtures(8).find((candidate) => candidate.file === 'private-person-solar.json')!;
    for (const { name, value } of filledValues(fixture.data)) {
      const field = form.getField(name);
      if (field instanceof PDFTextField) field.setText(String(value));
      else if (field instanceof PDFRadioGroup) field.select(String(value));
      else if (field instanceof PDFCheckBox && value === true) field.check();
    }
    form.getCheckBox(`${ENCLOSURE_FIELD}.1`).check();
    form.updateFieldAppearances(font);
    const saved = await PDFDocument.load(await doc.save());
    const again = saved.getForm();
    expect(again.getTextField('applicant.homeAddress.city').getText()).toBe('Ożarów Mazowiecki');
    expect(again.getTextField('installer.lastName').getText()).toBe('Zieliński');
    expect(again.getTextField('pickupPoint.ppe').getText()).toBe('590543000000000001');
    expect(again.getRadioGroup('applicant.kind').getSelected()).toBe('private');
    expect(again.getRadioGroup('installation.phase').getSelected()).toBe('three_phase');
    expect(again.getRadioGroup('storage.present').getSelected()).toBe('false');
    expect(again.getCheckBox('statements.truthfulness').isChecked()).toBe(true);
    expect(again.getCheckBox(`${ENCLOSURE_FIELD}.1`).isChecked()).toBe(true);
    expect(again.getCheckBox(`${ENCLOSURE_FIELD}.2`).isChecked()).toBe(false);
  }, 30_000);

  it('limits the boxed fields to their length (PESEL 11, PPE 18 characters)', () => {
    const form = of(8).form;
    expect(form.getTextField('applicant.person.pesel').getMaxLength()).toBe(11);
    expect(form.getTextField('pickupPoint.ppe').getMaxLength()).toBe(18);
    expect(form.getTextField('pickupPoint.ppe').isCombed()).toBe(true);
  });
});

describe('createNotificationDocuments', () => {
  it('offers the PDF-mode forms with a schema, and nothing for unknown or online forms', async () => {
    expect([...documents.formIds].sort((a, b) => a - b)).toEqual([8, 10]);
    expect(await documents.get(1)).toBeUndefined();
    expect(await documents.get(99)).toBeUndefined();
  });

  it('serves the same bytes from memory the second time', async () => {
    const first = await documents.get(8);
    const started = performance.now();
    const second = await documents.get(8);
    expect(performance.now() - started).toBeLessThan(50);
    expect(second?.bytes).toBe(first?.bytes);
    expect(second).toMatchObject({ formId: 8, fileName: 'zgloszenie-mikroinstalacji.pdf' });
  });
});
