import type { FormEntry, FormUi } from '@portal/form-catalog';
import { describe, expect, it } from 'vitest';
import { checkChoicesAndYesNo } from './check-choices.ts';
import { schemaPaths } from './paths.ts';

const entry = { id: 1, folder: '1-test' } as FormEntry;
const paths = schemaPaths('/repo');
const yesNo = { type: 'boolean', title: 'Tak czy nie?' };

function problems(schema: Record<string, unknown>, uiSchema: Record<string, unknown> = {}) {
  return checkChoicesAndYesNo(paths, entry, schema, { steps: [], uiSchema } as unknown as FormUi).map(
    (problem) => `${problem.file} ${problem.pointer}`,
  );
}

const section = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { section: { type: 'object', title: 'Sekcja', properties, ...extra } },
  definitions: {
    'defs.answer': {
      type: 'object',
      title: 'Odpowiedź',
      properties: { agreed: yesNo },
      required: ['agreed'],
    },
  },
});

describe('choices without titles and required yes/no fields without yesNo', () => {
  it('flags a required boolean rendered as a checkbox, wherever it is required', () => {
    expect(problems(section({ a: yesNo }, { required: ['a'] }))).toEqual([
      'schemas/forms/1-test/schema.json /properties/section/properties/a',
    ]);
    // Required only when shown (a then branch) or when another field is given (dependencies).
    expect(
      problems(section({ a: yesNo, b: { type: 'string', title: 'B' } }, { then: { required: ['a'] } })),
    ).toHaveLength(1);
    expect(
      problems(section({ a: yesNo, b: { type: 'string', title: 'B' } }, { dependencies: { b: ['a'] } })),
    ).toHaveLength(1);
    expect(
      problems(section({ a: yesNo }, { required: ['a'] }), { section: { a: { 'ui:widget': 'checkbox' } } }),
    ).toHaveLength(1);
  });

  it('accepts yesNo (local or from the definition), an optional consent and a statement', () => {
    expect(
      problems(section({ a: yesNo }, { required: ['a'] }), { section: { a: { 'ui:widget': 'yesNo' } } }),
    ).toEqual([]);
    expect(problems(section({ a: yesNo }))).toEqual([]);
    expect(
      problems(section({ a: { type: 'boolean', const: true, title: 'Oświadczam' } }, { required: ['a'] })),
    ).toEqual([]);
    const withDefinition = section({ answer: { $ref: '#/definitions/defs.answer' } });
    expect(problems(withDefinition)).toEqual([
      'schemas/defs/defs.json /definitions/answer/properties/agreed',
    ]);
    expect(
      problems(withDefinition, {
        'ui:definitions': { '#/definitions/defs.answer': { agreed: { 'ui:widget': 'yesNo' } } },
      }),
    ).toEqual([]);
  });

  it('flags enum choices, also of a list, and leaves oneOf choices alone', () => {
    expect(
      problems(
        section({
          kind: { type: 'string', title: 'Rodzaj', enum: ['a', 'b'] },
          kinds: { type: 'array', title: 'Rodzaje', items: { type: 'string', enum: ['a', 'b'] } },
          titled: { type: 'string', title: 'Rodzaj', oneOf: [{ const: 'a', title: 'A' }] },
        }),
      ),
    ).toEqual([
      'schemas/forms/1-test/schema.json /properties/section/properties/kind/enum',
      'schemas/forms/1-test/schema.json /properties/section/properties/kinds/items/enum',
    ]);
  });
});
