import { describe, expect, it } from 'vitest';
import { compareForms } from './changes.ts';
import { isJsonObject, type JsonObject } from './json.ts';
import { buildFormModel, type FormUiInput } from './model.ts';
import { toPointer, type PathSegment } from './pointer.ts';
import { answerFate, survivingAnswers } from './survivors.ts';
import { ajvMatcher, catalogForms } from './testing/catalog.ts';

const UI: FormUiInput = { steps: [{ id: 'who', title: 'Kto', fields: ['applicant', 'parcels'] }] };

// A section with a condition (a company shows its NIP) and a list of objects.
const schema = (edit: (properties: Record<string, JsonObject>) => void = () => {}): JsonObject => {
  const properties: Record<string, JsonObject> = {
    applicant: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        kind: { type: 'string', enum: ['private', 'company'] },
        phone: { type: 'string' },
      },
      if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
      then: { properties: { nip: { type: 'string' } } },
    },
    parcels: {
      type: 'array',
      items: { type: 'object', properties: { number: { type: 'string' }, area: { type: 'number' } } },
    },
  };
  edit(properties);
  return { type: 'object', properties };
};

const model = (root: JsonObject) => buildFormModel(root, UI);
const survive = (root: JsonObject, answers: unknown) =>
  survivingAnswers(model(root), answers, ajvMatcher(root));

describe('survivingAnswers', () => {
  it('keeps every answer a form shows, and drops nothing', () => {
    const answers = {
      applicant: { name: 'Jan', kind: 'company', nip: '5213017228' },
      parcels: [{ number: '12/3', area: 2 }],
    };
    expect(survive(schema(), answers)).toEqual({ answers, dropped: [] });
  });

  it('drops an answer whose field is gone, one of another kind, and one whose condition does not hold', () => {
    const answers = {
      applicant: { name: 'Jan', kind: 'private', nip: '5213017228', gone: 1 },
      parcels: [{ number: '12/3', area: 2 }, 'not an object'],
      extra: { x: 1 },
    };
    expect(survive(schema(), answers)).toEqual({
      answers: {
        applicant: { name: 'Jan', kind: 'private' },
        parcels: [{ number: '12/3', area: 2 }, undefined],
      },
      dropped: [
        { pointer: '/applicant/nip', template: '/applicant/nip', reason: 'nowConditional' },
        { pointer: '/applicant/gone', template: '/applicant/gone', reason: 'fieldRemoved' },
        { pointer: '/parcels/1', template: '/parcels/*', reason: 'kindChanged' },
        { pointer: '/extra', template: '/extra', reason: 'fieldRemoved' },
      ],
    });
  });

  it('judges conditions on the answers as they were saved, and never changes them', () => {
    const answers = { applicant: { kind: 'company', nip: '5213017228' } };
    const copy = structuredClone(answers);
    expect(survive(schema(), answers).dropped).toEqual([]);
    expect(answers).toEqual(copy);
  });
});

describe('answerFate', () => {
  const before = model(schema());
  const fate = (edit: (properties: Record<string, JsonObject>) => void, pointer: string) =>
    answerFate(before.field(pointer)!, model(schema(edit)));

  it('an unchanged field keeps its answers; a removed one loses them', () => {
    expect(fate(() => {}, '/applicant/name')).toEqual({ kept: 'always' });
    expect(fate((properties) => delete properties.parcels, '/parcels/*/area')).toEqual({
      kept: 'never',
      reason: 'fieldRemoved',
    });
  });

  it('a field of another kind loses them; a field gaining a condition keeps them while it holds', () => {
    expect(fate((p) => (p.parcels = { type: 'string' }), '/parcels')).toEqual({
      kept: 'never',
      reason: 'kindChanged',
    });
    const moved = fate((properties) => {
      const applicant = properties.applicant!;
      const phone = (applicant.properties as JsonObject).phone;
      delete (applicant.properties as JsonObject).phone;
      (applicant.then as JsonObject).properties = { nip: { type: 'string' }, phone };
    }, '/applicant/phone');
    expect(moved).toMatchObject({
      kept: 'when',
      reason: 'nowConditional',
      conditions: [{ trigger: 'kind' }],
    });
    // A field that had the condition already keeps its answers: the draft held them only while it held.
    expect(fate(() => {}, '/applicant/nip')).toEqual({ kept: 'always' });
  });
});

/** The pointers of every answer in `data` (objects and lists too), the root left out. */
function answerPointers(data: unknown, path: PathSegment[] = []): string[] {
  const children: [string, unknown][] = Array.isArray(data)
    ? data.map((value, index) => [String(index), value])
    : isJsonObject(data)
      ? Object.entries(data)
      : [];
  return children.flatMap(([key, value]) => {
    const at = [...path, key];
    return [toPointer(at), ...answerPointers(value, at)];
  });
}

const templateOfData = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');
const within = (pointer: string, root: string) => pointer === root || pointer.startsWith(`${root}/`);

// The report's draft problems and the migration are one rule read two ways. Every real form's valid
// fixtures, as a draft of that form holds them, are migrated to every other real form (they share
// sections such as the applicant and the address, and differ in the rest): the migration drops only what
// the report said drafts lose, and drops everything the report said they always lose.
describe('the change report predicts the migration, on the real forms', () => {
  const forms = catalogForms().map((form) => ({
    ...form,
    model: buildFormModel(form.schema, form.ui as FormUiInput),
    matches: ajvMatcher(form.schema),
  }));
  const always = new Set(['fieldRemoved', 'fieldRenamed', 'kindChanged']);
  const reasonOf = {
    fieldRemoved: ['fieldRemoved', 'fieldRenamed'],
    kindChanged: ['kindChanged'],
    nowConditional: ['nowConditional'],
  };

  const seen = { dropped: 0, certain: 0, reasons: new Set<string>() };
  it.each(forms.map((form) => [form.folder, form] as const))('drafts of %s', (_, from) => {
    const drafts = from.fixtures
      .filter((fixture) => fixture.name.startsWith('valid/'))
      .map((fixture) => survivingAnswers(from.model, fixture.data, from.matches).answers);
    // The same form with every section now a text: each answer of a section is of another kind.
    const flattened = structuredClone(from.schema);
    for (const name of Object.keys(flattened.properties as JsonObject))
      (flattened.properties as JsonObject)[name] = { type: 'string' };
    const targets = [
      ...forms,
      {
        folder: `${from.folder} (sections now text)`,
        model: buildFormModel(flattened, from.ui as FormUiInput),
        matches: ajvMatcher(flattened),
      },
    ];
    // Collected and asserted once per form: one expect per answer would cost more than the rule itself.
    const wrong: string[] = [];
    for (const to of targets) {
      const problems = compareForms(from.model, to.model).draftProblems.filter(
        (problem) => problem.kind === 'answerDropped',
      );
      for (const draft of drafts) {
        const { dropped } = survivingAnswers(to.model, draft, to.matches);
        seen.dropped += dropped.length;
        for (const answer of dropped) {
          seen.reasons.add(answer.reason);
          const predicted = problems.find((problem) => within(answer.template, problem.pointer));
          if (!predicted)
            wrong.push(`${to.folder}: ${answer.pointer} (${answer.reason}) dropped, not predicted`);
          else if (
            predicted.pointer === answer.template &&
            !reasonOf[answer.reason].includes(predicted.reason)
          )
            wrong.push(
              `${to.folder}: ${answer.pointer} dropped as ${answer.reason}, predicted ${predicted.reason}`,
            );
        }
        const lost = dropped.map((answer) => answer.pointer);
        for (const pointer of answerPointers(draft)) {
          const template = templateOfData(pointer);
          const certain = problems.some(
            (problem) => always.has(problem.reason) && problem.pointer === template,
          );
          if (!certain) continue;
          seen.certain += 1;
          if (!lost.some((root) => within(pointer, root))) wrong.push(`${to.folder}: ${pointer} kept`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('had answers of every fate to judge', () => {
    expect(seen.reasons).toEqual(new Set(['fieldRemoved', 'kindChanged', 'nowConditional']));
    expect(seen.certain).toBeGreaterThan(0);
  });
});
