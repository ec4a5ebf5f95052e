import { createAjv } from '@portal/validation';
import { describe, expect, it } from 'vitest';
import { bundleFormSchema } from '@portal/form-catalog/node';
import { catalogEntries, schemasDir } from '../test/realForms.ts';
import { matchesSchema } from './schemaMatcher.ts';

const root = {
  definitions: {
    kind: { type: 'string', oneOf: [{ const: 'a' }, { const: 'b' }] },
  },
};

describe('matchesSchema', () => {
  it.each([
    ['const matches', { const: 'x' }, 'x', true],
    ['const differs', { const: 'x' }, 'y', false],
    ['enum', { enum: ['a', 'b'] }, 'b', true],
    ['enum miss', { enum: ['a', 'b'] }, 'c', false],
    ['required present', { required: ['kind'] }, { kind: 'a' }, true],
    ['required missing', { required: ['kind'] }, {}, false],
    ['required with undefined value', { required: ['kind'] }, { kind: undefined }, false],
    [
      'discriminator',
      { properties: { kind: { const: 'a' } }, required: ['kind'] },
      { kind: 'a', x: 1 },
      true,
    ],
    [
      'discriminator other value',
      { properties: { kind: { const: 'a' } }, required: ['kind'] },
      { kind: 'b' },
      false,
    ],
    ['boolean const true', { properties: { on: { const: true } }, required: ['on'] }, { on: false }, false],
    ['type string', { type: 'string' }, 1, false],
    ['integer', { type: 'integer' }, 2, true],
    ['$ref to definitions', { $ref: '#/definitions/kind' }, 'a', true],
    ['$ref to definitions fails', { $ref: '#/definitions/kind' }, 'c', false],
    ['allOf', { allOf: [{ type: 'string' }, { minLength: 2 }] }, 'ab', true],
    ['anyOf', { anyOf: [{ const: 1 }, { const: 2 }] }, 3, false],
    ['oneOf exactly one', { oneOf: [{ type: 'string' }, { const: 'a' }] }, 'a', false],
    ['not', { not: { const: 'a' } }, 'b', true],
    ['if then', { if: { const: 'a' }, then: { minLength: 2 } }, 'a', false],
    ['pattern', { pattern: '^\\d{2}-\\d{3}$' }, '00-950', true],
    ['format from the validation package', { format: 'zip-code' }, '00950', false],
    ['unknown custom keywords are satisfied', { numericString: 'amount' }, 'abc', true],
    ['dependencies', { dependencies: { target: ['phase'] } }, { target: '3' }, false],
    ['items', { items: { type: 'number' } }, [1, 'x'], false],
    ['uniqueItems', { uniqueItems: true }, [{ a: 1 }, { a: 1 }], false],
    ['additionalProperties false', { properties: { a: {} }, additionalProperties: false }, { b: 1 }, false],
  ])('%s', (_name, schema, data, expected) => {
    expect(matchesSchema(schema, data, root)).toBe(expected);
  });
});

/** Every `if` of a bundled schema, with its JSON pointer. */
function conditions(node: unknown, pointer = ''): { pointer: string; schema: Record<string, unknown> }[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: { pointer: string; schema: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(node)) {
    const child = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key === 'if' && typeof value === 'object' && value !== null) {
      found.push({ pointer: child, schema: value as Record<string, unknown> });
    }
    if (key !== 'enum' && key !== 'const') found.push(...conditions(value, child));
  }
  return found;
}

/** Values a condition distinguishes: each const/enum value it mentions, plus values it must reject. */
function candidateValues(schema: unknown): unknown[] {
  const values = new Set<unknown>([undefined, null, '', 'other', true, false, 0, 7.5, 'a']);
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if ('const' in record) values.add(record.const);
    if (Array.isArray(record.enum)) for (const value of record.enum) values.add(value);
    for (const value of Object.values(record)) visit(value);
  };
  visit(schema);
  return [...values];
}

function candidateData(schema: Record<string, unknown>): unknown[] {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  const data: unknown[] = [{}, 'x', 3];
  for (const name of names) {
    for (const value of candidateValues(properties[name])) {
      data.push(value === undefined ? {} : { [name]: value });
      data.push(value === undefined ? { unrelated: 1 } : { [name]: value, unrelated: 1 });
    }
  }
  return data;
}

describe('matchesSchema parity with AJV on every condition of every form', () => {
  const entries = catalogEntries().filter((entry) => entry.mode === 'online');
  it.each(entries.map((entry) => [entry.id, entry] as const))('form %i', (_id, entry) => {
    const bundled = bundleFormSchema(schemasDir, entry);
    const ajv = createAjv({ strict: false });
    ajv.addSchema(bundled, 'root');
    const found = conditions(bundled);
    for (const condition of found) {
      const validate = ajv.getSchema(`root#${condition.pointer}`);
      expect(validate, condition.pointer).toBeDefined();
      for (const data of candidateData(condition.schema)) {
        const expected = validate!(data) === true;
        expect(
          matchesSchema(condition.schema, data, bundled),
          `${condition.pointer} ${JSON.stringify(data)}`,
        ).toBe(expected);
      }
    }
  });
});
