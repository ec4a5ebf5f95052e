// @vitest-environment node
// What the panel writes passes the repository's check: conditions written into a real form
// are judged by the studio's own check of the edited text (an overlay: the repository's files stay).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from '@portal/schema-kit/testing';
import { checkOfEdited } from '../../server/forms.ts';
import { changeJsonText } from './editJson.ts';
import { conditionChanges, readConditions, type Condition } from './conditions.ts';

const FORM = 'schemas/forms/30-zdjecie-i-zalozenie-plomb';
const read = (file: string) => readFileSync(path.join(repoRoot, FORM, file), 'utf8');

const schemaProblems = (schema: string) =>
  (checkOfEdited(schemaPaths(repoRoot), 30, { 'schema.json': schema, 'ui.json': read('ui.json') }) ?? [])
    .filter((problem) => problem.file.endsWith('/schema.json'))
    .map((problem) => `${problem.pointer} ${problem.message}`);

describe('conditions written by the panel', () => {
  it('pass the check of the form: required when filled, shown and required when empty', () => {
    const original = read('schema.json');
    const requirePpe: Condition = {
      object: ['properties', 'works'],
      field: ['purpose'],
      test: { op: 'filled' },
      targets: [{ name: 'ppe', effect: 'required' }],
    };
    const showMeter: Condition = {
      object: ['properties', 'works'],
      field: ['scope'],
      test: { op: 'empty' },
      targets: [{ name: 'meterNumber', effect: 'shownRequired' }],
    };
    let text = original;
    for (const condition of [requirePpe, showMeter])
      text = changeJsonText(text, conditionChanges(text, null, condition));
    const conditions = readConditions(text)!.conditions.map((entry) => entry.condition);
    expect(conditions).toEqual(expect.arrayContaining([requirePpe, showMeter]));
    expect(schemaProblems(original)).toEqual([]);
    expect(schemaProblems(text)).toEqual([]);
    // The check does judge the conditions: a misspelt name in the written then is refused.
    const misspelt = changeJsonText(text, [
      { path: ['properties', 'works', 'allOf', 0, 'then', 'required', -1], value: 'ppee' },
    ]);
    expect(schemaProblems(misspelt).join('\n')).toContain('czy chodziło o "ppe"');
  });
});
