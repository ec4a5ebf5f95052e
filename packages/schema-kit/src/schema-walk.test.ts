import { describe, expect, it } from 'vitest';
import { effectiveSchema, fieldAtDataPath, objectFields, walkFields } from './schema-walk.ts';

const root = {
  type: 'object',
  properties: {
    applicant: { $ref: '#/definitions/applicant', title: 'Wnioskodawca' },
  },
  definitions: {
    applicant: {
      type: 'object',
      title: 'Osoba',
      properties: { kind: { type: 'string', title: 'Rodzaj' } },
      propertyNames: { enum: ['kind', 'pesel', 'nip'] },
      allOf: [
        {
          if: { properties: { kind: { const: 'private' } } },
          then: { properties: { pesel: { type: 'string', title: 'PESEL' } } },
        },
        {
          if: { properties: { kind: { const: 'business' } } },
          then: { properties: { nip: { type: 'string', title: 'NIP' } } },
        },
      ],
    },
  },
};

describe('schema walks', () => {
  it('resolves a ref with the sibling keywords on top, as RJSF does', () => {
    expect(effectiveSchema(root.properties.applicant, root)).toMatchObject({
      type: 'object',
      title: 'Wnioskodawca',
    });
  });

  it('lists base fields and the fields conditional branches add, with where they are declared', () => {
    const fields = objectFields(
      effectiveSchema(root.properties.applicant, root),
      '/definitions/applicant',
      root,
    );
    expect(fields.map((field) => [field.name, field.conditional, field.pointer])).toEqual([
      ['kind', false, '/definitions/applicant/properties/kind'],
      ['pesel', true, '/definitions/applicant/allOf/0/then/properties/pesel'],
      ['nip', true, '/definitions/applicant/allOf/1/then/properties/nip'],
    ]);
  });

  it('walks every field with its data path, following refs', () => {
    const visited: string[] = [];
    walkFields(root, (field) => visited.push(`${field.dataPath}${field.underCondition ? '?' : ''}`));
    expect(visited).toEqual(['/applicant', '/applicant/kind', '/applicant/pesel?', '/applicant/nip?']);
  });

  it('finds the field at a data pointer, also inside branches', () => {
    expect(fieldAtDataPath(root, '/applicant/nip')?.schema.title).toBe('NIP');
    expect(fieldAtDataPath(root, '/applicant/regon')).toBeNull();
  });
});
