import { describe, expect, it } from 'vitest';
import {
  compareForms,
  compareFormSources,
  nextMinorVersion,
  type FormChange,
  type DraftProblem,
  type FormChangeReport,
  type FormSource,
} from './changes.ts';
import { isJsonObject, type JsonObject } from './json.ts';
import { buildFormModel, type FormUiInput } from './model.ts';
import { parsePointer } from './pointer.ts';
import { catalogForms } from './testing/catalog.ts';

interface Ui {
  steps: { id: string; title: string; fields: string[] }[];
  uiSchema: Record<string, Record<string, unknown>>;
}

// A small form: two steps, a section with a condition (company -> NIP required), a section of numbers.
const base = () => ({
  schema: {
    type: 'object',
    properties: {
      applicant: {
        type: 'object',
        title: 'Wnioskodawca',
        properties: {
          name: { type: 'string', title: 'Imię', maxLength: 50 },
          kind: {
            type: 'string',
            title: 'Rodzaj',
            oneOf: [
              { const: 'private', title: 'Osoba fizyczna' },
              { const: 'company', title: 'Firma' },
            ],
          },
          phone: { type: 'string', title: 'Telefon', format: 'phone' },
          nip: { type: 'string', title: 'NIP' },
        },
        required: ['name'],
        if: { properties: { kind: { const: 'company' } } },
        then: { required: ['nip'] },
      },
      object: {
        type: 'object',
        title: 'Przedmiot',
        properties: {
          power: { type: 'number', title: 'Moc', minimum: 1, maximum: 40 },
          notes: { type: 'string', title: 'Uwagi' },
          uses: { type: 'array', title: 'Cele', items: { type: 'string', enum: ['home', 'farm'] } },
        },
      },
    },
    required: ['applicant'],
  } as JsonObject,
  ui: {
    steps: [
      { id: 'who', title: 'Kto', fields: ['applicant'] },
      { id: 'what', title: 'Co', fields: ['object'] },
    ],
    uiSchema: {},
  } as Ui,
});

type Base = ReturnType<typeof base>;
const props = (form: Base, section: string) =>
  ((form.schema.properties as JsonObject)[section] as JsonObject).properties as Record<string, JsonObject>;
const applicant = (form: Base) => (form.schema.properties as JsonObject).applicant as JsonObject;

function changed(edit: (form: Base) => void): FormChangeReport {
  const after = base();
  edit(after);
  return compareFormSources(base() as FormSource, after as unknown as FormSource);
}

const kinds = (report: FormChangeReport) => report.changes.map((change) => change.kind);
function only<K extends FormChange['kind']>(report: FormChangeReport, kind: K) {
  expect(kinds(report)).toEqual([kind]);
  return report.changes[0] as Extract<FormChange, { kind: K }>;
}

/** What an old draft's answer meets: `dropped` by the migration or `rechecked` by the wizard. */
const draftProblem =
  <K extends DraftProblem['kind']>(kind: K) =>
  (pointer: string, label: string, step: string, reason: Extract<DraftProblem, { kind: K }>['reason']) =>
    ({ kind, pointer, label, step, reason }) as DraftProblem;
const dropped = draftProblem('answerDropped');
const rechecked = draftProblem('answerRechecked');

describe('compareForms on hand-made edits', () => {
  it('finds nothing in an unchanged form (rebuilt from a copy)', () => {
    const report = changed(() => {});
    expect(report).toEqual({ changes: [], needsVersionBump: false, oldDraftsLoad: true, draftProblems: [] });
  });

  it('an optional field added: no bump, drafts load', () => {
    const report = changed((form) => {
      props(form, 'object').voltage = { type: 'string', title: 'Napięcie' };
    });
    const change = only(report, 'fieldAdded');
    expect(change).toMatchObject({ pointer: '/object/voltage', step: 'what', needsVersionBump: false });
    expect(change.field).toMatchObject({
      label: 'Napięcie',
      required: 'never',
      type: { kind: 'value', type: 'string' },
    });
    expect(report).toMatchObject({ needsVersionBump: false, oldDraftsLoad: true, draftProblems: [] });
  });

  it('a required field added: bump, drafts still load but the new answer is asked for', () => {
    const report = changed((form) => {
      props(form, 'applicant').email = { type: 'string', title: 'E-mail' };
      (applicant(form).required as string[]).push('email');
    });
    expect(only(report, 'fieldAdded')).toMatchObject({ pointer: '/applicant/email', needsVersionBump: true });
    expect(report.needsVersionBump).toBe(true);
    expect(report.oldDraftsLoad).toBe(true);
    expect(report.draftProblems).toEqual([
      rechecked('/applicant/email', 'Wnioskodawca › E-mail', 'who', 'requiredFieldAdded'),
    ]);
  });

  it('a new section is one change listing its fields', () => {
    const report = changed((form) => {
      (form.schema.properties as JsonObject).meter = {
        type: 'object',
        title: 'Licznik',
        properties: { number: { type: 'string', title: 'Numer' } },
        required: ['number'],
      };
      form.ui.steps[1]!.fields.push('meter');
    });
    const change = only(report, 'fieldAdded');
    expect(change.pointers).toEqual(['/meter', '/meter/number']);
    // The section is optional, but a required field inside it counts (RJSF fills sections with {}).
    expect(change.needsVersionBump).toBe(true);
  });

  it('a removed field: bump, and old drafts lose its answer', () => {
    const report = changed((form) => {
      delete props(form, 'object').notes;
    });
    expect(only(report, 'fieldRemoved')).toMatchObject({
      pointer: '/object/notes',
      step: 'what',
      field: { label: 'Uwagi' },
      needsVersionBump: true,
    });
    expect(report).toMatchObject({ needsVersionBump: true, oldDraftsLoad: false });
    expect(report.draftProblems).toEqual([
      dropped('/object/notes', 'Przedmiot › Uwagi', 'what', 'fieldRemoved'),
    ]);
  });

  it('a renamed field (same label, type and widget) is one rename, and drafts lose its answer', () => {
    const report = changed((form) => {
      const fields = props(form, 'applicant');
      fields.mobile = fields.phone!;
      delete fields.phone;
    });
    const change = only(report, 'fieldRenamed');
    expect(change).toMatchObject({
      pointer: '/applicant/mobile',
      step: 'who',
      matchedBy: 'label',
      before: { pointer: '/applicant/phone', label: 'Telefon', widget: 'phone' },
      after: { pointer: '/applicant/mobile', label: 'Telefon' },
    });
    expect(report.oldDraftsLoad).toBe(false);
    expect(report.draftProblems).toEqual([
      dropped('/applicant/phone', 'Wnioskodawca › Telefon', 'who', 'fieldRenamed'),
    ]);
  });

  it('a renamed section (its step updated) is one rename, its fields inside it', () => {
    const report = changed((form) => {
      const properties = form.schema.properties as JsonObject;
      properties.subject = properties.object;
      delete properties.object;
      form.ui.steps[1]!.fields = ['subject'];
    });
    expect(only(report, 'fieldRenamed')).toMatchObject({
      pointer: '/subject',
      step: 'what',
      before: { pointer: '/object', label: 'Przedmiot', type: { kind: 'object' } },
    });
    expect(report.draftProblems).toEqual([dropped('/object', 'Przedmiot', 'what', 'fieldRenamed')]);
  });

  it('a field renamed and moved to another step is a removal and an addition', () => {
    const report = changed((form) => {
      props(form, 'object').phone = props(form, 'applicant').phone!;
      delete props(form, 'applicant').phone;
    });
    expect(kinds(report)).toEqual(['fieldRemoved', 'fieldAdded']);
    expect(report.changes.map((change) => 'pointer' in change && change.pointer)).toEqual([
      '/applicant/phone',
      '/object/phone',
    ]);
  });

  it('a renamed choice with another label is matched by its options', () => {
    const report = changed((form) => {
      const fields = props(form, 'applicant');
      fields.type = { ...fields.kind!, title: 'Typ wnioskodawcy' };
      delete fields.kind;
      applicant(form).if = { properties: { type: { const: 'company' } } };
    });
    const rename = report.changes.find((change) => change.kind === 'fieldRenamed');
    expect(rename).toMatchObject({ pointer: '/applicant/type', matchedBy: 'options' });
  });

  it('a field replaced by one of another type is no rename', () => {
    const report = changed((form) => {
      const fields = props(form, 'applicant');
      fields.phoneNumber = { type: 'integer', title: 'Telefon' };
      delete fields.phone;
    });
    expect(kinds(report)).toEqual(['fieldRemoved', 'fieldAdded']);
  });

  it('a field made required, always or under a condition: bump', () => {
    const always = changed((form) => (applicant(form).required as string[]).push('phone'));
    expect(only(always, 'madeRequired')).toMatchObject({
      pointer: '/applicant/phone',
      before: { level: 'never' },
      after: { level: 'always' },
      needsVersionBump: true,
    });
    expect(always.draftProblems).toEqual([
      rechecked('/applicant/phone', 'Wnioskodawca › Telefon', 'who', 'madeRequired'),
    ]);
    expect(always.oldDraftsLoad).toBe(true);

    const conditional = changed((form) =>
      ((applicant(form).then as JsonObject).required as string[]).push('phone'),
    );
    const change = only(conditional, 'madeRequired');
    expect(change.after.level).toBe('conditional');
    expect(change.after.when).toEqual([
      expect.objectContaining({ kind: 'if', trigger: 'kind', values: ['company'] }),
    ]);
  });

  it('a field made optional: no bump', () => {
    const report = changed((form) => {
      applicant(form).required = [];
    });
    expect(only(report, 'madeOptional')).toMatchObject({
      pointer: '/applicant/name',
      before: { level: 'always' },
      after: { level: 'never' },
      needsVersionBump: false,
    });
    expect(report.needsVersionBump).toBe(false);
  });

  it('a help text changed (description or ui:help) and fields shown in another order: named by label, no bump', () => {
    const help = only(
      changed((form) => {
        props(form, 'applicant').phone!.description = 'Na ten numer zadzwoni monter.';
      }),
      'helpChanged',
    );
    expect(help).toMatchObject({
      pointer: '/applicant/phone',
      label: 'Wnioskodawca › Telefon',
      before: undefined,
      after: 'Na ten numer zadzwoni monter.',
      needsVersionBump: false,
    });
    expect(
      only(
        changed((form) => {
          form.ui.uiSchema.object = { notes: { 'ui:help': 'Np. pompa ciepła.' } };
        }),
        'helpChanged',
      ),
    ).toMatchObject({ label: 'Przedmiot › Uwagi', after: 'Np. pompa ciepła.' });

    const reordered = changed((form) => {
      form.ui.uiSchema.object = { 'ui:order': ['notes', 'power', 'uses'] };
    });
    expect(only(reordered, 'fieldsReordered')).toMatchObject({
      pointer: '/object',
      label: 'Przedmiot',
      before: ['Moc', 'Uwagi', 'Cele'],
      after: ['Uwagi', 'Moc', 'Cele'],
      needsVersionBump: false,
    });
    expect(reordered.needsVersionBump).toBe(false);
  });

  it('a label changed in the schema or by ui:title: no bump', () => {
    const schema = changed((form) => {
      props(form, 'applicant').name!.title = 'Imię i nazwisko';
    });
    expect(only(schema, 'labelChanged')).toMatchObject({
      pointer: '/applicant/name',
      before: 'Imię',
      after: 'Imię i nazwisko',
      needsVersionBump: false,
    });
    const ui = changed((form) => {
      form.ui.uiSchema.applicant = { name: { 'ui:title': 'Imiona' } };
    });
    expect(only(ui, 'labelChanged').after).toBe('Imiona');
    expect(ui.needsVersionBump).toBe(false);
  });

  it('a type changed: bump unless only widened; another kind drops the answer', () => {
    const narrowed = changed((form) => {
      props(form, 'object').power!.type = 'integer';
    });
    expect(only(narrowed, 'typeChanged')).toMatchObject({
      before: { kind: 'value', type: 'number' },
      after: { kind: 'value', type: 'integer' },
      widened: false,
      needsVersionBump: true,
    });
    expect(narrowed.draftProblems).toEqual([
      rechecked('/object/power', 'Przedmiot › Moc', 'what', 'typeChanged'),
    ]);

    const widened = changed((form) => {
      props(form, 'object').power!.type = ['number', 'null'];
    });
    expect(only(widened, 'typeChanged')).toMatchObject({ widened: true, needsVersionBump: false });

    const kind = changed((form) => {
      props(form, 'object').notes = { type: 'array', title: 'Uwagi', items: { type: 'string' } };
    });
    // The list's items are a new field; a list of plain text has no widget of its own (as a text field).
    expect(kinds(kind)).toEqual(['fieldAdded', 'typeChanged']);
    expect(kind.changes[0]).toMatchObject({ pointer: '/object/notes/*' });
    expect(kind.oldDraftsLoad).toBe(false);
    expect(kind.draftProblems).toContainEqual(
      dropped('/object/notes', 'Przedmiot › Uwagi', 'what', 'kindChanged'),
    );
  });

  it('a widget changed: no bump', () => {
    const report = changed((form) => {
      form.ui.uiSchema.object = { notes: { 'ui:widget': 'textarea' } };
    });
    expect(only(report, 'widgetChanged')).toMatchObject({
      pointer: '/object/notes',
      before: undefined,
      after: 'textarea',
      needsVersionBump: false,
    });
  });

  it('options added or retitled need no bump; a removed option does', () => {
    const kindOptions = (form: Base) => props(form, 'applicant').kind!.oneOf as JsonObject[];
    const added = changed((form) => kindOptions(form).push({ const: 'farm', title: 'Rolnik' }));
    expect(only(added, 'optionsChanged')).toMatchObject({
      added: [{ value: 'farm', title: 'Rolnik' }],
      removed: [],
      retitled: [],
      needsVersionBump: false,
    });

    const retitled = changed((form) => {
      kindOptions(form)[1]!.title = 'Przedsiębiorca';
    });
    expect(only(retitled, 'optionsChanged')).toMatchObject({
      retitled: [{ value: 'company', before: 'Firma', after: 'Przedsiębiorca' }],
      needsVersionBump: false,
    });

    const removed = changed((form) => {
      kindOptions(form).shift();
    });
    expect(only(removed, 'optionsChanged')).toMatchObject({
      removed: [{ value: 'private', title: 'Osoba fizyczna' }],
      needsVersionBump: true,
    });
    expect(removed.draftProblems).toEqual([
      rechecked('/applicant/kind', 'Wnioskodawca › Rodzaj', 'who', 'optionsRemoved'),
    ]);
  });

  it('a list of choices reports its options once, on the list (enum values keep their value as title)', () => {
    const report = changed((form) => {
      ((props(form, 'object').uses!.items as JsonObject).enum as string[]).push('shop');
    });
    expect(only(report, 'optionsChanged')).toMatchObject({
      pointer: '/object/uses',
      added: [{ value: 'shop', title: 'shop' }],
    });
  });

  it('rules: tightened ones need a bump, loosened ones do not; each keyword is listed', () => {
    const tightened = changed((form) => {
      const fields = props(form, 'applicant');
      fields.name!.maxLength = 30;
      fields.name!.pattern = '^[A-Z]';
    });
    const change = only(tightened, 'rulesChanged');
    expect(change.rules).toEqual([
      { keyword: 'maxLength', before: 50, after: 30, loosened: false },
      { keyword: 'pattern', before: undefined, after: '^[A-Z]', loosened: false },
    ]);
    expect(change.needsVersionBump).toBe(true);
    expect(tightened.draftProblems).toEqual([
      rechecked('/applicant/name', 'Wnioskodawca › Imię', 'who', 'rulesTightened'),
    ]);

    const raised = changed((form) => {
      props(form, 'object').power!.minimum = 5;
    });
    expect(only(raised, 'rulesChanged').rules).toEqual([
      { keyword: 'minimum', before: 1, after: 5, loosened: false },
    ]);
    expect(raised.needsVersionBump).toBe(true);

    const loosenedReport = changed((form) => {
      const power = props(form, 'object').power!;
      power.minimum = 0;
      power.maximum = 100;
      delete props(form, 'applicant').phone!.format;
    });
    expect(loosenedReport.changes.flatMap((c) => (c.kind === 'rulesChanged' ? c.rules : []))).toEqual([
      { keyword: 'format', before: 'phone', after: undefined, loosened: true },
      { keyword: 'minimum', before: 1, after: 0, loosened: true },
      { keyword: 'maximum', before: 40, after: 100, loosened: true },
    ]);
    expect(loosenedReport.needsVersionBump).toBe(false);
  });

  it('a field moved into a condition: bump, and drafts lose it when the condition fails', () => {
    const report = changed((form) => {
      const phone = props(form, 'applicant').phone!;
      delete props(form, 'applicant').phone;
      (applicant(form).then as JsonObject).properties = { phone };
    });
    const change = only(report, 'shownWhenChanged');
    expect(change.before).toEqual([]);
    expect(change.after).toEqual([expect.objectContaining({ trigger: 'kind', values: ['company'] })]);
    expect(report.oldDraftsLoad).toBe(false);
    expect(report.draftProblems).toEqual([
      dropped('/applicant/phone', 'Wnioskodawca › Telefon', 'who', 'nowConditional'),
    ]);
  });

  it('a section moved into a condition is reported once, not for each of its fields', () => {
    const report = changed((form) => {
      const properties = form.schema.properties as JsonObject;
      form.schema.if = { properties: { applicant: { required: ['phone'] } } };
      form.schema.then = { properties: { object: properties.object } };
      delete properties.object;
    });
    expect(only(report, 'shownWhenChanged').pointer).toBe('/object');
    expect(report.draftProblems).toEqual([dropped('/object', 'Przedmiot', 'what', 'nowConditional')]);
  });

  it('steps: added, removed, renamed, retitled, reordered and sections moved', () => {
    const retitled = changed((form) => {
      form.ui.steps[0]!.title = 'Wnioskodawca';
    });
    expect(only(retitled, 'stepRetitled')).toEqual({
      kind: 'stepRetitled',
      step: 'who',
      before: 'Kto',
      after: 'Wnioskodawca',
      needsVersionBump: false,
    });
    expect(retitled.needsVersionBump).toBe(false);

    const renamed = changed((form) => {
      form.ui.steps[0]!.id = 'applicant';
    });
    expect(only(renamed, 'stepRenamed')).toMatchObject({
      step: 'applicant',
      before: { id: 'who', title: 'Kto' },
      after: { id: 'applicant', title: 'Kto' },
      needsVersionBump: true,
    });

    const reordered = changed((form) => form.ui.steps.reverse());
    expect(only(reordered, 'stepsReordered')).toMatchObject({
      before: ['who', 'what'],
      after: ['what', 'who'],
    });
    expect(reordered.needsVersionBump).toBe(true);
    // Steps do not hold answers: the migration keeps them all.
    expect(reordered.oldDraftsLoad).toBe(true);

    const split = changed((form) => {
      form.ui.steps[1]!.fields = [];
      form.ui.steps.push({ id: 'details', title: 'Szczegóły', fields: ['object'] });
    });
    expect(kinds(split)).toEqual(['stepAdded', 'fieldMoved']);
    expect(split.changes[1]).toMatchObject({ pointer: '/object', step: 'details', stepBefore: 'what' });

    const merged = changed((form) => {
      form.ui.steps = [{ id: 'who', title: 'Kto', fields: ['applicant', 'object'] }];
    });
    expect(kinds(merged)).toEqual(['stepRemoved', 'fieldMoved']);
    expect(merged.draftProblems).toEqual([]);
    expect(merged.oldDraftsLoad).toBe(true);
  });

  it('every draft problem comes with a bump (without one drafts are restored as they were)', () => {
    const edits: ((form: Base) => void)[] = [
      (form) => delete props(form, 'object').notes,
      (form) => (applicant(form).required as string[]).push('phone'),
      (form) => (props(form, 'object').power!.maximum = 10),
      (form) => (props(form, 'object').power!.type = 'string'),
      (form) => (props(form, 'applicant').kind!.oneOf as JsonObject[]).pop(),
    ];
    for (const edit of edits) {
      const report = changed(edit);
      expect(report.draftProblems.length).toBeGreaterThan(0);
      expect(report.needsVersionBump).toBe(true);
    }
  });
});

/** The object holding the property at `declaredAt` (`.../properties/name`) in `schema`. */
function propertiesAt(schema: JsonObject, declaredAt: string): Record<string, unknown> {
  const path = parsePointer(declaredAt).slice(0, -1);
  let node: unknown = schema;
  for (const segment of path) node = (node as JsonObject)[segment];
  if (!isJsonObject(node)) throw new Error(`no properties at ${declaredAt}`);
  return node;
}

describe('compareForms on the real forms', () => {
  const forms = catalogForms();

  it.each(forms.map((form) => [form.folder, form] as const))(
    '%s: compared with itself, nothing changed',
    (_, form) => {
      const model = buildFormModel(form.schema, form.ui as FormUiInput);
      expect(compareForms(model, model).changes).toEqual([]);
      const copy = structuredClone({ schema: form.schema, ui: form.ui }) as FormSource;
      expect(compareFormSources({ schema: form.schema, ui: form.ui as FormUiInput }, copy)).toEqual({
        changes: [],
        needsVersionBump: false,
        oldDraftsLoad: true,
        draftProblems: [],
      });
    },
  );

  it('form 1: a field renamed in its definition is a rename wherever the definition is used', () => {
    const form1 = forms.find((form) => form.id === 1)!;
    const before = buildFormModel(form1.schema, form1.ui as FormUiInput);
    const pesel = before.field('/applicant/person/pesel')!;
    const schema = structuredClone(form1.schema);
    const properties = propertiesAt(schema, pesel.declaredAt);
    properties.peselNumber = properties.pesel;
    delete properties.pesel;
    const report = compareForms(before, buildFormModel(schema, form1.ui as FormUiInput));
    const renames = report.changes.filter((change) => change.kind === 'fieldRenamed');
    expect(renames.map((change) => change.pointer)).toContain('/applicant/person/peselNumber');
    expect(renames.every((change) => change.kind === 'fieldRenamed' && change.matchedBy === 'label')).toBe(
      true,
    );
    expect(report.needsVersionBump).toBe(true);
    expect(report.oldDraftsLoad).toBe(false);
  });
});

describe('nextMinorVersion', () => {
  it('goes to the next minor version, patch reset', () => {
    expect(nextMinorVersion('1.1.0')).toBe('1.2.0');
    expect(nextMinorVersion('2.9.3')).toBe('2.10.0');
    expect(nextMinorVersion('v1')).toBeUndefined();
  });
});
