import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAjv, localizeErrors } from '@portal/validation';
import { bundleSchema, bundleSchemaFile, DRAFT_07, SchemaBundleError } from './bundle.ts';
import { bundleFormSchema, bundleFormUi, readDefinitions, readForm } from './node.ts';
import type { FormEntry } from './catalog.ts';

let schemasDir: string;
const write = (relative: string, value: unknown) => {
  const file = path.join(schemasDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};
const entry: FormEntry = {
  id: 1,
  folder: '1-test',
  title: 'Test',
  version: '1.0.0',
  mode: 'online',
  caseType: 'Test',
};
const formSchema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  $schema: DRAFT_07,
  type: 'object',
  properties,
  ...extra,
});

beforeEach(() => {
  schemasDir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  write('defs/address.json', {
    definitions: {
      zipCode: { type: 'string', title: 'Kod pocztowy', format: 'zip-code' },
      address: {
        type: 'object',
        properties: { zipCode: { $ref: '#/definitions/zipCode' }, city: { type: 'string' } },
        required: ['zipCode'],
      },
      unused: { type: 'string' },
    },
  });
  write('defs/person.json', {
    definitions: {
      person: {
        type: 'object',
        properties: { name: { type: 'string' }, address: { $ref: 'address.json#/definitions/address' } },
      },
    },
  });
});
afterEach(() => rmSync(schemasDir, { recursive: true, force: true }));

describe('bundleFormSchema', () => {
  it('copies the shared definitions a form uses under <file>.<name> and rewrites the refs to them', () => {
    write(
      'forms/1-test/schema.json',
      formSchema({
        applicant: { $ref: '../../defs/person.json#/definitions/person', title: 'Wnioskodawca' },
      }),
    );
    const bundled = bundleFormSchema(schemasDir, entry);
    expect(bundled.properties).toEqual({
      applicant: { $ref: '#/definitions/person.person', title: 'Wnioskodawca' },
    });
    expect(Object.keys(bundled.definitions as object)).toEqual([
      'address.address',
      'address.zipCode',
      'person.person',
    ]);
    expect(bundled.definitions).toMatchObject({
      'person.person': { properties: { address: { $ref: '#/definitions/address.address' } } },
      'address.address': { properties: { zipCode: { $ref: '#/definitions/address.zipCode' } } },
    });
  });

  it('leaves out definitions the form does not reach', () => {
    write(
      'forms/1-test/schema.json',
      formSchema({ zip: { $ref: '../../defs/address.json#/definitions/zipCode' } }),
    );
    expect(Object.keys(bundleFormSchema(schemasDir, entry).definitions as object)).toEqual([
      'address.zipCode',
    ]);
  });

  it("keeps the form's own definitions and its refs to them", () => {
    write(
      'forms/1-test/schema.json',
      formSchema(
        { premises: { $ref: '#/definitions/premises' } },
        {
          definitions: {
            premises: {
              type: 'object',
              properties: { zip: { $ref: '../../defs/address.json#/definitions/zipCode' } },
            },
          },
        },
      ),
    );
    const bundled = bundleFormSchema(schemasDir, entry);
    expect(bundled.properties).toEqual({ premises: { $ref: '#/definitions/premises' } });
    expect(bundled.definitions).toMatchObject({
      premises: { properties: { zip: { $ref: '#/definitions/address.zipCode' } } },
    });
  });

  it('gives a draft-07 schema that the strict AJV of @portal/validation compiles and that validates through the refs', () => {
    write(
      'forms/1-test/schema.json',
      formSchema(
        { applicant: { $ref: '../../defs/person.json#/definitions/person' } },
        { additionalProperties: false },
      ),
    );
    const bundled = bundleFormSchema(schemasDir, entry);
    expect(bundled.$schema).toBe(DRAFT_07);
    const validate = createAjv().compile(bundled);
    const data = { applicant: { address: { zipCode: '00950' } } };
    expect(validate(data)).toBe(false);
    expect(localizeErrors(validate.errors, 'pl', { data })).toEqual([
      {
        pointer: '/applicant/address/zipCode',
        keyword: 'format',
        message: 'Niepoprawny kod pocztowy (wzór: 00-000)',
      },
    ]);
  });

  it('treats enum and const values as data, and property names as names', () => {
    write(
      'forms/1-test/schema.json',
      formSchema({
        default: {
          type: 'object',
          properties: { x: { $ref: '../../defs/address.json#/definitions/zipCode' } },
        },
        kind: { enum: [{ $ref: 'not-a-ref' }] },
      }),
    );
    const bundled = bundleFormSchema(schemasDir, entry) as { properties: Record<string, any> };
    expect(bundled.properties.default.properties.x.$ref).toBe('#/definitions/address.zipCode');
    expect(bundled.properties.kind.enum).toEqual([{ $ref: 'not-a-ref' }]);
  });

  it.each([
    ['a missing defs file', '../../defs/company.json#/definitions/company', 'nie istnieje'],
    ['a missing definition', '../../defs/address.json#/definitions/street', 'nie ma definicji "street"'],
    ['a ref without #/definitions/<name>', '../../defs/address.json', 'musi mieć postać'],
    [
      'a ref deeper than a definition',
      '../../defs/address.json#/definitions/address/properties/city',
      'musi mieć postać',
    ],
    ['a ref outside schemas/defs', '../2-other/schema.json#/definitions/x', 'schemas/defs'],
  ])('refuses %s with the file and the pointer of the ref', (_name, ref, message) => {
    write('forms/1-test/schema.json', formSchema({ field: { $ref: ref } }));
    const attempt = () => bundleFormSchema(schemasDir, entry);
    expect(attempt).toThrow(SchemaBundleError);
    try {
      attempt();
    } catch (error) {
      const bundleError = error as SchemaBundleError;
      expect(bundleError.message).toContain(message);
      if (!message.includes('nie ma definicji') && !message.includes('nie istnieje')) {
        expect(bundleError.pointer).toBe('/properties/field/$ref');
      }
    }
  });

  it('refuses own definition names with a dot (they would collide with shared ones)', () => {
    write(
      'forms/1-test/schema.json',
      formSchema({}, { definitions: { 'person.person': { type: 'string' } } }),
    );
    expect(() => bundleFormSchema(schemasDir, entry)).toThrow(/niepoprawna nazwa definicji/);
  });
});

describe('bundleSchema', () => {
  it('bundles a schema given as an object, resolving refs from the folder it would live in', () => {
    const bundled = bundleSchema(
      { $ref: 'address.json#/definitions/zipCode' },
      path.join(schemasDir, 'defs', 'virtual.json'),
      path.join(schemasDir, 'defs'),
    );
    expect(bundled).toEqual({
      $schema: DRAFT_07,
      $ref: '#/definitions/address.zipCode',
      definitions: { 'address.zipCode': { type: 'string', title: 'Kod pocztowy', format: 'zip-code' } },
    });
  });

  it('bundleSchemaFile reports unreadable JSON as a bundle error', () => {
    writeFileSync(path.join(schemasDir, 'broken.json'), '{');
    expect(() =>
      bundleSchemaFile(path.join(schemasDir, 'broken.json'), path.join(schemasDir, 'defs')),
    ).toThrow(SchemaBundleError);
  });
});

describe('readForm, bundleFormUi, readDefinitions', () => {
  beforeEach(() => {
    write(
      'forms/1-test/schema.json',
      formSchema({ applicant: { $ref: '../../defs/person.json#/definitions/person' } }),
    );
    write('forms/1-test/ui.json', {
      $schema: '../../meta/ui.schema.json',
      steps: [{ id: 'a', title: 'A', fields: ['applicant'] }],
      uiSchema: { applicant: { name: { 'ui:autofocus': true } } },
    });
    write('defs/address.ui.json', {
      definitions: { zipCode: { 'ui:widget': 'zipCode' }, unused: { 'ui:widget': 'text' } },
    });
  });

  it('readForm hands out the bundled schema, so a server compiles it without adding definitions', () => {
    const form = readForm(schemasDir, entry);
    expect(form.schema).toEqual(bundleFormSchema(schemasDir, entry));
    expect(form.ui?.steps).toHaveLength(1);
  });

  it("bundleFormUi adds the used definitions' uiSchema as RJSF ui:definitions and drops $schema", () => {
    const ui = bundleFormUi(schemasDir, entry, bundleFormSchema(schemasDir, entry));
    expect(ui).toEqual({
      steps: [{ id: 'a', title: 'A', fields: ['applicant'] }],
      uiSchema: {
        applicant: { name: { 'ui:autofocus': true } },
        'ui:definitions': { '#/definitions/address.zipCode': { 'ui:widget': 'zipCode' } },
      },
    });
  });

  it('readDefinitions (deprecated) gives each defs file an $id and skips uiSchema files', () => {
    expect(readDefinitions(schemasDir).map((definition) => definition.$id)).toEqual([
      'defs/address.json',
      'defs/person.json',
    ]);
  });
});
