import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { structuralValidator } from '../test/engineForm.tsx';
import { normalizeFormData } from './normalizeData.ts';
import { formModelOf, schemaModelOf } from './formModel.ts';
import { dropUnknownPaths } from '../drafts/migrateDraft.ts';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    person: {
      type: 'object',
      properties: { name: { type: 'string' }, kind: { type: 'string' } },
      required: ['name'],
      propertyNames: { enum: ['name', 'kind', 'ppe'] },
      if: { properties: { kind: { const: 'existing' } }, required: ['kind'] },
      then: { properties: { ppe: { type: 'string' } } },
    },
    refund: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
    wantsRefund: { type: 'boolean' },
  },
  required: ['person'],
  if: { properties: { wantsRefund: { const: true } }, required: ['wantsRefund'] },
  then: { required: ['refund'] },
};
const utils = createSchemaUtils(structuralValidator, schema);

describe('normalizeFormData', () => {
  it('treats blank text as not filled and drops an optional group left empty', () => {
    expect(normalizeFormData(utils, { person: { name: '  ' }, refund: { account: '' } })).toEqual({
      person: {},
    });
  });

  it('creates a missing required group, so its fields get their own messages', () => {
    expect(normalizeFormData(utils, {})).toEqual({ person: {} });
  });

  it('creates a group only a condition requires, while the condition holds', () => {
    expect(normalizeFormData(utils, { wantsRefund: true })).toEqual({
      person: {},
      wantsRefund: true,
      refund: {},
    });
    expect(normalizeFormData(utils, { wantsRefund: false })).toEqual({ person: {}, wantsRefund: false });
  });

  it('drops a value the condition no longer shows', () => {
    expect(normalizeFormData(utils, { person: { name: 'A', kind: 'new', ppe: '590' } })).toEqual({
      person: { name: 'A', kind: 'new' },
    });
    expect(normalizeFormData(utils, { person: { name: 'A', kind: 'existing', ppe: '590' } })).toEqual({
      person: { name: 'A', kind: 'existing', ppe: '590' },
    });
  });
});

describe('normalizeFormData after the wizard built its model with a uiSchema', () => {
  // The wizard's screen model (its uiSchema orders, hides and words fields) is the one the first warnings
  // check reads: what is shown and required must not depend on it.
  const ordered = createSchemaUtils(structuralValidator, structuredClone(schema));
  const uiSchema = {
    'ui:order': ['wantsRefund', 'refund', 'person'],
    person: { 'ui:order': ['ppe', 'kind', 'name'], kind: { 'ui:widget': 'hidden' } },
    refund: { 'ui:options': { label: false } },
  };
  const screenModel = formModelOf(ordered, uiSchema);

  it('reads the screen model rather than building another', () => {
    expect(schemaModelOf(ordered)).toBe(screenModel);
  });

  it('answers as without a uiSchema', () => {
    const answers = [
      { person: { name: '  ' }, refund: { account: '' } },
      {},
      { wantsRefund: true },
      { wantsRefund: false },
      { person: { name: 'A', kind: 'new', ppe: '590' } },
      { person: { name: 'A', kind: 'existing', ppe: '590' }, wantsRefund: true, refund: { account: ' 1 ' } },
    ];
    for (const data of answers)
      expect(normalizeFormData(ordered, data)).toEqual(normalizeFormData(utils, data));
  });
});

describe('dropUnknownPaths (draft migration)', () => {
  it('keeps answers whose fields still exist and drops the rest', () => {
    expect(
      dropUnknownPaths(utils, { person: { name: 'A', age: 3 }, gone: { x: 1 }, refund: 'not an object' }),
    ).toEqual({
      person: { name: 'A' },
    });
  });
});
