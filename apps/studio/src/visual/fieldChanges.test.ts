import { describe, expect, it } from 'vitest';
import { changeJsonText } from './editJson.ts';
import {
  moveFieldChanges,
  moveStepChanges,
  newFieldChanges,
  requiredChanges,
  uniqueName,
} from './fieldChanges.ts';
import { FIELD_KINDS, type FieldKind } from './fieldKinds.ts';
import { allFields, fieldAt, outlineOf } from './outline.ts';
import { SCHEMA_TEXT, testModel, UI_TEXT } from './testForm.ts';

const schema = JSON.parse(SCHEMA_TEXT) as unknown;
const ui = JSON.parse(UI_TEXT) as unknown;
const steps = outlineOf(testModel(), schema);
const field = (pointer: string) => allFields(steps).find((candidate) => candidate.pointer === pointer)!;
const kind = (id: string) => FIELD_KINDS.find((candidate) => candidate.id === id)!;
const add = (step: number, selected: string | null, of: FieldKind) =>
  newFieldChanges(
    schema,
    ui,
    { step: steps[step]!, selected: selected ? field(selected) : null },
    of,
    'Nowe pole',
    'Nowa sekcja',
  );

describe('outlineOf', () => {
  it('lists steps, sections and fields in the order the form shows them, with their places in the files', () => {
    expect(steps.map((step) => step.fields.map((section) => section.name))).toEqual([['osoba'], ['obiekt']]);
    expect(field('/obiekt').children.map((child) => child.name)).toEqual(['adres', 'moc', 'uwagi']);
    expect(field('/obiekt/moc')).toMatchObject({
      schemaPath: ['properties', 'obiekt', 'properties', 'moc'],
      uiPath: ['uiSchema', 'obiekt', 'moc'],
      requiredPath: ['properties', 'obiekt', 'required'],
      order: { path: ['uiSchema', 'obiekt', 'ui:order'], names: ['adres', 'moc', 'uwagi'] },
    });
    // A shared definition's field: nothing of it in schema.json, its ui.json node still the form's own.
    expect(field('/osoba/imie')).toMatchObject({ schemaPath: null, requiredPath: null });
    expect(field('/osoba')).toMatchObject({ schemaPath: ['properties', 'osoba'], acceptsFields: false });
  });
});

describe('requiredChanges', () => {
  it('adds the name to the parent’s required and takes it out, dropping a list it empties', () => {
    const withMoc = changeJsonText(SCHEMA_TEXT, requiredChanges(schema, field('/obiekt/moc'), true));
    expect(JSON.parse(withMoc).properties.obiekt.required).toEqual(['adres', 'moc']);
    const without = changeJsonText(SCHEMA_TEXT, requiredChanges(schema, field('/obiekt/adres'), false));
    expect(JSON.parse(without).properties.obiekt.required).toBeUndefined();
    expect(requiredChanges(schema, field('/obiekt/adres'), true)).toEqual([]);
    expect(requiredChanges(schema, field('/osoba/imie'), true)).toEqual([]);
  });
});

describe('moveFieldChanges', () => {
  it('moves the items of an order ui.json writes, keeping the line as it is', () => {
    const moc = field('/obiekt/moc');
    const after = changeJsonText(UI_TEXT, moveFieldChanges(ui, moc.order, 'moc', 0));
    expect(after).toContain('"ui:order": ["moc", "adres", "uwagi"]');
  });

  it('writes the whole order when ui.json has none for the object (a shared definition’s fields)', () => {
    const changes = moveFieldChanges(ui, field('/osoba/imie').order, 'imie', 0);
    expect(changes).toEqual([]);
    const noOrder = { steps: [], uiSchema: {} };
    const order = { path: ['uiSchema', 'obiekt', 'ui:order'], names: ['adres', 'moc', 'uwagi'] };
    expect(moveFieldChanges(noOrder, order, 'uwagi', 1)).toEqual([
      { path: order.path, value: ['adres', 'uwagi', 'moc'] },
    ]);
  });

  it('moves a section within its step’s fields, and steps within steps', () => {
    const twoSections = {
      steps: [{ id: 'a', title: 'A', fields: ['osoba', 'obiekt'] }],
    };
    const order = { path: ['steps', 0, 'fields'], names: ['osoba', 'obiekt'] };
    expect(moveFieldChanges(twoSections, order, 'obiekt', 0)).toEqual([
      { path: order.path, move: { from: 1, to: 0 } },
    ]);
    const moved = changeJsonText(UI_TEXT, moveStepChanges(1, 0, 2));
    expect(JSON.parse(moved).steps.map((step: { id: string }) => step.id)).toEqual(['obiekt', 'osoba']);
    expect(moved).toContain('{ "id": "obiekt", "title": "Obiekt", "fields": ["obiekt"] },\n');
    expect(moveStepChanges(1, 2, 2)).toEqual([]);
  });
});

describe('newFieldChanges', () => {
  it('adds the field to the selected field’s section: schema, ui.json node and ui:order', () => {
    const added = add(1, '/obiekt/moc', kind('pesel'));
    expect(added.pointer).toBe('/obiekt/pesel');
    const newSchema = JSON.parse(changeJsonText(SCHEMA_TEXT, added.schema));
    expect(newSchema.properties.obiekt.properties.pesel).toEqual({
      type: 'string',
      format: 'pesel',
      title: 'Nowe pole',
    });
    const newUi = JSON.parse(changeJsonText(UI_TEXT, added.ui));
    expect(newUi.uiSchema.obiekt['ui:order']).toEqual(['adres', 'moc', 'uwagi', 'pesel']);
    expect(newUi.uiSchema.obiekt.pesel['ui:widget']).toBe('identifier');
  });

  it('names the field uniquely', () => {
    expect(uniqueName('tekst', ['tekst', 'tekst2'])).toBe('tekst3');
    const twice = add(1, null, { ...kind('text'), name: 'adres' });
    expect(twice.pointer).toBe('/obiekt/adres2');
  });

  it('gives a step with only shared sections a new section listed in its fields', () => {
    const added = add(0, '/osoba/imie', kind('yesNo'));
    expect(added.pointer).toBe('/nowaSekcja/czy');
    const newSchema = JSON.parse(changeJsonText(SCHEMA_TEXT, added.schema));
    expect(newSchema.properties.nowaSekcja).toEqual({
      type: 'object',
      title: 'Nowa sekcja',
      properties: { czy: { type: 'boolean', title: 'Nowe pole' } },
      additionalProperties: false,
    });
    const newUi = JSON.parse(changeJsonText(UI_TEXT, added.ui));
    expect(newUi.steps[0].fields).toEqual(['osoba', 'nowaSekcja']);
    expect(newUi.uiSchema.nowaSekcja.czy).toEqual({ 'ui:widget': 'yesNo' });
  });
});

describe('fieldAt', () => {
  it('finds the innermost field around a place of either file', () => {
    const at = (file: 'schema' | 'ui', path: (string | number)[]) =>
      fieldAt(steps, file, path)?.field.pointer;
    expect(at('schema', ['properties', 'obiekt', 'properties', 'moc', 'title'])).toBe('/obiekt/moc');
    expect(at('schema', ['properties', 'obiekt', 'required', 0])).toBe('/obiekt');
    expect(at('ui', ['uiSchema', 'osoba', 'imie', 'ui:widget'])).toBe('/osoba/imie');
    expect(at('ui', ['steps', 0])).toBeUndefined();
  });
});

describe('a new field in a section ordered with "*"', () => {
  it('is listed last, after the "*"', () => {
    const starred = { ...(ui as object), uiSchema: { obiekt: { 'ui:order': ['adres', '*'] } } };
    const added = newFieldChanges(
      schema,
      starred,
      { step: steps[1]!, selected: null },
      kind('date'),
      'Nowe pole',
      'Nowa sekcja',
    );
    expect(added.ui).toContainEqual({ path: ['uiSchema', 'obiekt', 'ui:order', -1], value: 'data' });
  });
});
