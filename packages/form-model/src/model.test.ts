import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersView } from './answers.ts';
import { fieldLabelAt, titlesAt } from './labels.ts';
import { buildFormModel, orderedProperties, type FieldModel } from './model.ts';
import { templateOf, toPointer, type PathSegment } from './pointer.ts';
import { ajvMatcher, catalogForms, schemasDir } from './testing/catalog.ts';

const forms = catalogForms();

/** Every pointer of the data down to its leaves (lists of plain values and empty objects are leaves). */
function dataPointers(value: unknown, path: PathSegment[] = [], into: string[] = []): string[] {
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
    value.forEach((item, index) => dataPointers(item, [...path, index], into));
  } else if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  ) {
    for (const [key, child] of Object.entries(value)) dataPointers(child, [...path, key], into);
  } else if (path.length > 0) into.push(toPointer(path));
  return into;
}

describe('the form model of every catalog form', () => {
  it('covers the whole catalog (every form folder, each with fixtures)', () => {
    expect(forms.map((form) => form.folder).sort()).toEqual(
      readdirSync(path.join(schemasDir, 'forms')).sort(),
    );
    for (const form of forms) expect(form.fixtures.length, form.folder).toBeGreaterThan(0);
  });

  it.each(forms.map((form) => [form.folder, form] as const))(
    '%s: steps and every fixture field',
    (_, form) => {
      const model = buildFormModel(form.schema, form.ui);
      expect(model.steps.map((step) => step.id)).toEqual(form.ui.steps.map((step) => step.id));
      for (const step of model.steps)
        expect(step.sections.map((section) => section.name)).toEqual(step.fields);
      for (const fixture of form.fixtures) {
        for (const pointer of dataPointers(fixture.data)) {
          const field = model.field(templateOf(pointer));
          expect(field, `${fixture.name}: ${pointer}`).toBeDefined();
          expect(field!.label, `${fixture.name}: ${pointer}`).not.toBe('');
        }
      }
    },
  );

  it.each(forms.map((form) => [form.folder, form] as const))(
    '%s: the answers view lists each valid fixture answer once, with its data',
    (_, form) => {
      const model = buildFormModel(form.schema, form.ui);
      const matches = ajvMatcher(form.schema);
      for (const fixture of form.fixtures.filter((candidate) => candidate.name.startsWith('valid/'))) {
        const entries = answersView(model, fixture.data, matches).flatMap((section) => section.entries);
        const answers = entries.filter((entry) => entry.kind === 'answer');
        expect(new Set(answers.map((entry) => entry.pointer)).size, fixture.name).toBe(answers.length);
        for (const entry of answers) {
          expect(entry.field.pointer, fixture.name).toBe(templateOf(entry.pointer));
          const value = entry.pointer
            .split('/')
            .slice(1)
            .reduce<unknown>(
              (data, key) => (data as Record<string, unknown> | undefined)?.[key],
              fixture.data,
            );
          expect(entry.value, `${fixture.name}: ${entry.pointer}`).toEqual(value);
          expect(fieldLabelAt(model, fixture.data, entry.pointer, matches), entry.pointer).not.toBe('');
        }
        // Every answered leaf of the fixture is in the view, or inside an answer that shows it whole.
        for (const pointer of dataPointers(fixture.data)) {
          const shown = entries.some(
            (entry) =>
              entry.pointer === pointer ||
              entry.pointer.startsWith(`${pointer}/`) ||
              (entry.kind === 'answer' && pointer.startsWith(`${entry.pointer}/`)),
          );
          const hidden =
            model.field(templateOf(pointer))?.hidden || hiddenAncestor(model.field.bind(model), pointer);
          expect(shown || hidden, `${fixture.name}: ${pointer} not in the answers`).toBe(true);
        }
      }
    },
  );
});

function hiddenAncestor(field: (template: string) => FieldModel | undefined, pointer: string): boolean {
  const segments = templateOf(pointer).split('/');
  for (let end = 2; end < segments.length; end++)
    if (field(segments.slice(0, end).join('/'))?.hidden) return true;
  return false;
}

describe('fields', () => {
  const form1 = forms.find((form) => form.id === 1)!;
  const model = buildFormModel(form1.schema, form1.ui);

  it('carry label, widget, unit, options with titles and requiredness', () => {
    const kind = model.field('/applicant/kind')!;
    expect(kind.options).toEqual(expect.arrayContaining([{ value: 'private', title: 'Osoba fizyczna' }]));
    expect(kind.widget).toBe('radioCards');
    expect(model.field('/applicant/person/pesel')).toMatchObject({ label: 'PESEL', widget: 'identifier' });
    expect(model.field('/connection/power/connectionOne/target')?.unit).toBe('kW');
    expect(model.field('/applicant/person/firstName')?.required).toBe(true);
  });

  it('know the conditions under which they show', () => {
    const pesel = model.field('/applicant/person')!;
    expect(pesel.shownWhen).toEqual([
      expect.objectContaining({
        kind: 'if',
        at: '/applicant',
        trigger: 'kind',
        values: ['private'],
        negated: false,
      }),
    ]);
    expect(model.field('/applicant/kind')!.shownWhen).toEqual([]);
  });

  it('know their attachment rules', () => {
    const attachments = model.fields.filter((field) => field.attachments !== undefined);
    expect(attachments.length).toBeGreaterThan(0);
    expect(attachments.every((field) => field.widget === 'attachments')).toBe(true);
  });

  it('name a server error by the titles along any branch', () => {
    expect(titlesAt(model, '/applicant/person/pesel').at(-1)).toBe('PESEL');
    expect(titlesAt(model, '/nieznane')).toEqual([]);
  });
});

describe('a small schema', () => {
  const schema = {
    type: 'object',
    properties: { section: { $ref: '#/definitions/section', title: 'Sekcja' } },
    required: ['section'],
    definitions: {
      section: {
        type: 'object',
        title: 'Definicja',
        properties: {
          kind: {
            type: 'string',
            title: 'Rodzaj',
            oneOf: [
              { const: 'a', title: 'A' },
              { const: 'b', title: 'B' },
            ],
          },
          note: { type: 'string', title: 'Uwagi' },
        },
        required: ['kind'],
        if: { properties: { kind: { const: 'b' } } },
        then: {
          properties: { extra: { type: 'string', title: 'Dodatkowe' }, note: {} },
          required: ['extra', 'note'],
        },
        dependencies: { note: ['kind'] },
      },
    },
  };
  const model = buildFormModel(schema, {
    steps: [{ id: 's', title: 'Krok', fields: ['section'] }],
    uiSchema: { section: { 'ui:order': ['note', '*'] } },
  });
  const matches = (test: Record<string, unknown>, data: unknown) =>
    (data as { kind?: unknown }).kind === (test.properties as { kind: { const: unknown } }).kind.const;

  it('takes the sibling title over the definition and knows where each field is declared', () => {
    expect(model.field('/section')).toMatchObject({
      label: 'Sekcja',
      declaredAt: '/properties/section',
      schemaAt: '/definitions/section',
    });
    expect(model.field('/section/extra')?.declaredAt).toBe('/definitions/section/then/properties/extra');
  });

  it('keeps requiredness: unconditional, by a branch (also one restating the field) and by dependencies', () => {
    expect(model.field('/section/kind')?.required).toBe(true);
    expect(model.field('/section/note')?.requiredWhen.map((condition) => condition.kind)).toEqual(['if']);
    expect(model.field('/section/kind')?.requiredWhen).toEqual([
      { kind: 'dependency', at: '/section', property: 'note' },
    ]);
    const extra = model.root.properties[0]!.shape!.branches[0]!.shape.properties.find(
      (field) => field.name === 'extra',
    );
    expect(extra?.required).toBe(true);
  });

  it('shows a branch only when its condition holds, in ui:order, base first', () => {
    const pointers = (data: Record<string, unknown>) =>
      answersView(model, { section: data }, matches)[0]!.entries.map((entry) => entry.pointer);
    expect(pointers({ kind: 'a' })).toEqual(['/section/note', '/section/kind']);
    expect(pointers({ kind: 'b' })).toEqual(['/section/note', '/section/kind', '/section/extra']);
    expect(fieldLabelAt(model, { section: { kind: 'a' } }, '/section/extra', matches)).toBe('Sekcja');
    expect(fieldLabelAt(model, { section: { kind: 'b' } }, '/section/extra', matches)).toBe('Dodatkowe');
    expect(titlesAt(model, '/section/extra')).toEqual(['Sekcja', 'Dodatkowe']);
  });

  it("orders an object's unconditional properties by the uiSchema given, as RJSF does", () => {
    const section = model.field('/section')!;
    const names = (ui: Record<string, unknown> | undefined) =>
      orderedProperties(section.shape!, ui).map((field) => field.name);
    expect(names(section.ui)).toEqual(['note', 'kind']);
    expect(names(undefined)).toEqual(['kind', 'note']);
    // An order naming too few properties would make RJSF throw: the schema's order stands.
    expect(names({ 'ui:order': ['note'] })).toEqual(['kind', 'note']);
  });
});
