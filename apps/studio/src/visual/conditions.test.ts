// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@portal/schema-kit/testing';
import { sampleSchema } from '../test/conditionSchema.ts';
import { changeJsonText } from './editJson.ts';
import {
  conditionChanges,
  ifSchema,
  placeOf,
  readConditions,
  readIf,
  sameJson,
  writeProblem,
  type Condition,
  type ReadCondition,
} from './conditions.ts';

const FORMS = path.join(repoRoot, 'schemas/forms');
const forms = readdirSync(FORMS)
  .filter((folder) => {
    try {
      readFileSync(path.join(FORMS, folder, 'schema.json'));
      return true;
    } catch {
      return false;
    }
  })
  .map((folder) => ({ folder, text: readFileSync(path.join(FORMS, folder, 'schema.json'), 'utf8') }));

type Json = unknown;

function valueAt(root: Json, at: readonly (string | number)[]): Json {
  return at.reduce<Json>((node, segment) => (node as Record<string | number, Json>)?.[segment], root);
}

/** Every `if` and every dependencies entry of a schema, found without conditions.ts. */
function everyCondition(root: Json, at: (string | number)[] = [], found: string[] = []): string[] {
  if (Array.isArray(root)) root.forEach((item, index) => everyCondition(item, [...at, index], found));
  else if (root && typeof root === 'object') {
    const node = root as Record<string, Json>;
    if ('if' in node) found.push(JSON.stringify(at));
    if (node.dependencies && typeof node.dependencies === 'object' && node.properties)
      for (const name of Object.keys(node.dependencies))
        found.push(JSON.stringify([...at, 'dependencies', name]));
    for (const [key, child] of Object.entries(node))
      if (!['const', 'enum', 'examples', 'default', 'required'].includes(key))
        everyCondition(child, [...at, key], found);
  }
  return found;
}

function conditionsOf(text: string) {
  const read = readConditions(text);
  if (!read) throw new Error('not JSON');
  return read;
}

describe('readConditions over every form of schemas/forms', () => {
  it('finds forms with conditions to read', () => {
    expect(forms.length).toBeGreaterThan(30);
    const total = forms.reduce((sum, form) => sum + conditionsOf(form.text).conditions.length, 0);
    expect(total).toBeGreaterThan(80);
  });

  it.each(forms)('$folder: every condition is recognised or left to JSON, once', ({ text }) => {
    const read = conditionsOf(text);
    const listed = [...read.conditions, ...read.jsonOnly].map((entry) => JSON.stringify(entry.at)).sort();
    expect(listed).toEqual(everyCondition(JSON.parse(text)).sort());
  });

  it.each(forms)('$folder: a recognised condition states exactly its JSON', ({ text }) => {
    const root = JSON.parse(text) as Json;
    for (const read of conditionsOf(text).conditions) {
      const { condition } = read;
      if (read.placement === 'dependencies') {
        expect(valueAt(root, read.at)).toEqual(condition.targets.map((target) => target.name));
        expect(condition.test).toEqual({ op: 'filled' });
        continue;
      }
      expect(sameJson(ifSchema(condition.field, condition.test), valueAt(root, [...read.at, 'if']))).toBe(
        true,
      );
      const then = valueAt(root, [...read.at, 'then']) as { properties?: object; required?: string[] };
      const shown = condition.targets
        .filter((target) => target.effect !== 'required')
        .map((target) => target.name);
      const required = condition.targets
        .filter((target) => target.effect !== 'shown')
        .map((target) => target.name);
      expect(Object.keys(then.properties ?? {}).sort()).toEqual(shown.sort());
      expect([...(then.required ?? [])].sort()).toEqual(required.sort());
      const own = (valueAt(root, [...condition.object, 'properties']) ?? {}) as object;
      for (const name of shown) expect(name in own).toBe(false);
    }
  });

  it.each(forms)('$folder: writing an unchanged condition changes nothing', ({ text }) => {
    for (const read of conditionsOf(text).conditions)
      expect(conditionChanges(text, read, read.condition)).toEqual([]);
  });

  it.each(forms)('$folder: a condition removed and written again reads back the same', ({ text }) => {
    for (const read of conditionsOf(text).conditions) {
      const removed = changeJsonText(text, conditionChanges(text, read, null));
      const others = conditionsOf(removed).conditions;
      expect(others).toHaveLength(conditionsOf(text).conditions.length - 1);
      expect(writeProblem(removed, read.condition)).toBeNull();
      const again = changeJsonText(removed, conditionChanges(removed, null, read.condition));
      const back = conditionsOf(again).conditions.filter((candidate) =>
        sameJson(candidate.condition, read.condition),
      );
      expect(back).toHaveLength(
        conditionsOf(text).conditions.filter((c) => sameJson(c.condition, read.condition)).length,
      );
    }
  });

  it('reads the repository’s kinds of condition', () => {
    const form = (id: string) => forms.find((candidate) => candidate.folder.startsWith(`${id}-`))!.text;
    const ops = (text: string) => conditionsOf(text).conditions.map((read) => read.condition.test.op);
    expect(ops(form('23'))).toContain('filled');
    expect(ops(form('34'))).toContain('empty');
    expect(ops(form('4'))).toContain('oneOf');
    expect(ops(form('7'))).toContain('contains');
    const nested = conditionsOf(form('33')).conditions.find((read) => read.condition.field.length === 2);
    expect(nested?.condition.field).toEqual(['request', 'concern']);
    // Form 18 narrows an own field in a then (not contains): not a shown field, so JSON only.
    expect(conditionsOf(form('18')).jsonOnly.map((entry) => entry.reason)).toContain('branch');
  });
});

const SMALL = sampleSchema(['rodzaj', 'firma'], true);

function only(text: string): ReadCondition {
  const [read] = conditionsOf(text).conditions;
  if (!read) throw new Error('no condition');
  return read;
}

describe('conditionChanges', () => {
  const requireFirma: Condition = {
    object: [],
    field: ['nip'],
    test: { op: 'filled' },
    targets: [{ name: 'firma', effect: 'required' }],
  };

  it('writes "required when it has a value" as the object’s own if/then, leaving the base required', () => {
    const after = changeJsonText(SMALL, conditionChanges(SMALL, null, requireFirma));
    const schema = JSON.parse(after) as Record<string, unknown>;
    expect(schema.if).toEqual({ required: ['nip'] });
    expect(schema.then).toEqual({ required: ['firma'] });
    expect(schema.required).toEqual(['rodzaj']);
    expect(only(after).condition).toEqual(requireFirma);
    expect(only(after).placement).toBe('own');
  });

  it('writes a second condition into allOf', () => {
    const first = changeJsonText(SMALL, conditionChanges(SMALL, null, requireFirma));
    const second: Condition = {
      object: [],
      field: ['rodzaj'],
      test: { op: 'equals', value: 'osoba' },
      targets: [{ name: 'nip', effect: 'required' }],
    };
    const after = changeJsonText(first, conditionChanges(first, null, second));
    const read = conditionsOf(after).conditions;
    expect(read.map((entry) => entry.condition)).toEqual([requireFirma, second]);
    expect(read[1]!.at).toEqual(['allOf', 0]);
  });

  it('moves a shown field into then, names the fields in propertyNames, and back on removal', () => {
    const shown: Condition = {
      object: [],
      field: ['rodzaj'],
      test: { op: 'equals', value: 'firma' },
      targets: [{ name: 'nip', effect: 'shownRequired' }],
    };
    const after = changeJsonText(SMALL, conditionChanges(SMALL, null, shown));
    const schema = JSON.parse(after) as Record<string, Record<string, unknown>>;
    expect(Object.keys(schema.properties!)).toEqual(['firma', 'rodzaj']);
    expect(schema.then).toEqual({ properties: { nip: { type: 'string', title: 'NIP' } }, required: ['nip'] });
    expect(schema.propertyNames).toEqual({ enum: ['nip', 'firma', 'rodzaj'] });
    expect('additionalProperties' in schema).toBe(false);
    const back = changeJsonText(after, conditionChanges(after, only(after), null));
    expect(Object.keys((JSON.parse(back) as { properties: object }).properties).sort()).toEqual([
      'firma',
      'nip',
      'rodzaj',
    ]);
    expect(conditionsOf(back).conditions).toEqual([]);
  });

  it('changes only what differs in place', () => {
    const first = changeJsonText(SMALL, conditionChanges(SMALL, null, requireFirma));
    const changed: Condition = { ...requireFirma, test: { op: 'empty' } };
    const changes = conditionChanges(first, only(first), changed);
    expect(changes).toEqual([{ path: ['if'], value: { not: { required: ['nip'] } } }]);
    const after = changeJsonText(first, changes);
    expect(only(after).condition).toEqual(changed);
  });

  it('rewrites a dependencies entry changed in the panel as an if/then, and goes to the if', () => {
    const withDependency = changeJsonText(SMALL, [{ path: ['dependencies'], value: { nip: ['firma'] } }]);
    const read = only(withDependency);
    expect(read.placement).toBe('dependencies');
    expect(placeOf(read)).toEqual(['dependencies', 'nip']);
    const changed: Condition = { ...read.condition, test: { op: 'empty' } };
    const after = changeJsonText(withDependency, conditionChanges(withDependency, read, changed));
    const schema = JSON.parse(after) as Record<string, unknown>;
    expect('dependencies' in schema).toBe(false);
    expect(schema.if).toEqual({ not: { required: ['nip'] } });
    expect(only(after).condition).toEqual(changed);
    expect(placeOf(only(after))).toEqual(['if']);
  });

  it('refuses what it cannot write', () => {
    expect(writeProblem(SMALL, { ...requireFirma, targets: [] })).toBe('noTargets');
    expect(writeProblem(SMALL, { ...requireFirma, targets: [{ name: 'nip', effect: 'required' }] })).toBe(
      'controlIsTarget',
    );
    expect(writeProblem(SMALL, { ...requireFirma, field: ['pesel'] })).toBe('unknownField');
    expect(writeProblem(SMALL, requireFirma)).toBeNull();
  });
});

describe('readIf', () => {
  it('reads each test it writes, nested or not', () => {
    const tests = [
      { op: 'equals', value: true },
      { op: 'oneOf', values: ['a', 'b'] },
      { op: 'contains', value: 'x' },
      { op: 'filled' },
      { op: 'empty' },
      { op: 'atLeast', value: 5 },
      { op: 'atMost', value: 0.5 },
    ] as const;
    for (const test of tests)
      for (const field of [['a'], ['a', 'b']]) expect(readIf(ifSchema(field, test))).toEqual({ field, test });
  });

  it('does not read a test with anything more', () => {
    expect(readIf({ properties: { a: { const: 1 } }, required: ['a'], minProperties: 1 })).toBeNull();
    expect(readIf({ properties: { a: { const: 1 } } })).toBeNull();
    expect(readIf({ anyOf: [{ required: ['a'] }] })).toBeNull();
  });
});
