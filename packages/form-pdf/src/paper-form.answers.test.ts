// The summary step and the paper PDF read the same form model: for every fixture of every catalog form,
// each answer the summary lists (the model's answers view) is a field of the PDF under the same field, and
// each PDF field the fixture fills is an answer of the summary.
import { answersView, buildFormModel, templateOf } from '@portal/form-model';
import { readCatalog } from '@portal/form-catalog/node';
import { ajvMatcher, catalogForms, schemasDir } from '@portal/form-model/testing';
import { describe, expect, it } from 'vitest';
import { paperFields, paperFormLayout } from './paper-form.ts';

const forms = catalogForms();
const templateOfName = (name: string) => templateOf(`/${name.split('.').join('/')}`);
const valueAt = (data: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], data);

describe('the summary and the PDF list the same answers', () => {
  it('for every catalog form', () =>
    expect(forms.map((form) => form.id)).toEqual(readCatalog(schemasDir).forms.map((entry) => entry.id)));

  it.each(forms.map((form) => [form.folder, form] as const))('%s', (_, form) => {
    const model = buildFormModel(form.schema, form.ui);
    const matches = ajvMatcher(form.schema);
    const pdf = paperFields(paperFormLayout(form.schema, form.ui));
    // A branch may restate a field (a constraint only): the first, unconditional one is the field's.
    const pdfByTemplate = new Map<string, (typeof pdf)[number]>();
    // Each field's template once: the answers below look them up many times (quadratic otherwise).
    const pdfTemplates = pdf.map((field) => templateOfName(field.name));
    pdf.forEach((field, index) => {
      if (!pdfByTemplate.has(pdfTemplates[index]!)) pdfByTemplate.set(pdfTemplates[index]!, field);
    });
    for (const fixture of form.fixtures) {
      const entries = answersView(model, fixture.data, matches).flatMap((section) => section.entries);
      const answers = entries.filter((entry) => entry.kind === 'answer');
      for (const answer of answers) {
        const template = templateOf(answer.pointer);
        const field = pdfByTemplate.get(template);
        const under = pdfTemplates.filter((candidate) => candidate.startsWith(`${template}/`));
        expect(
          field !== undefined || under.length > 0,
          `${fixture.name}: ${answer.pointer} is not on paper`,
        ).toBe(true);
        if (field)
          expect(field.label, `${fixture.name}: ${answer.pointer}`).toBe(
            answer.field.title ?? answer.field.name,
          );
      }
      for (const field of pdf) {
        const pointer = `/${field.name.split('.').join('/')}`;
        const value = valueAt(fixture.data, pointer);
        if (value === undefined || model.field(templateOf(pointer))?.hidden) continue;
        const listed = answers.some(
          (answer) => answer.pointer === pointer || pointer.startsWith(`${answer.pointer}/`),
        );
        // A filled field the summary leaves out belongs to a branch the fixture's answers do not take.
        const branchTaken = entries.some(
          (entry) => pointer.startsWith(`${entry.pointer}/`) || entry.pointer === pointer,
        );
        expect(
          listed || !branchTaken || !isShown(model, fixture.data, pointer, matches),
          `${fixture.name}: ${pointer}`,
        ).toBe(true);
      }
    }
  });
});

/** Whether every condition on the way to the field holds for the data. */
function isShown(
  model: ReturnType<typeof buildFormModel>,
  data: Record<string, unknown>,
  pointer: string,
  matches: ReturnType<typeof ajvMatcher>,
): boolean {
  const field = model.field(templateOf(pointer));
  if (!field) return false;
  const segments = pointer.split('/');
  return field.shownWhen.every((condition) => {
    const depth = condition.at === '' ? 1 : condition.at.split('/').length;
    const value = valueAt(data, segments.slice(0, depth).join('/'));
    if (condition.kind === 'dependency')
      return typeof value === 'object' && value !== null && condition.property in value;
    return matches(condition.schema, value ?? {}) !== condition.negated;
  });
}
