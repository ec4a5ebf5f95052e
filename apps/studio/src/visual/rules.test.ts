import { describe, expect, it } from 'vitest';
import { ruleValue, rulesFor } from './rules.ts';

const keywords = (schema: unknown) => rulesFor(schema).map((rule) => rule.keyword);

describe('rulesFor', () => {
  it('offers the rules the field’s type runs', () => {
    expect(keywords({ type: 'string' })).toContain('pattern');
    expect(keywords({ type: 'string' })).not.toContain('dateNotInFuture');
    expect(keywords({ type: 'string', format: 'date' })).toContain('dateNotInFuture');
    expect(keywords({ type: ['number', 'null'] })).toEqual(['minimum', 'maximum']);
    expect(keywords({ type: 'array' })).toEqual(['minItems', 'maxItems']);
  });

  it('offers none for choices, shared definitions and objects', () => {
    expect(keywords({ type: 'string', oneOf: [{ const: 'a' }] })).toEqual([]);
    expect(keywords({ $ref: '#/definitions/x' })).toEqual([]);
    expect(keywords({ type: 'object' })).toEqual([]);
  });
});

describe('ruleValue', () => {
  it('reads numbers, removes on empty and refuses what is not a number', () => {
    expect(ruleValue('integer', ' 12 ')).toBe(12);
    expect(ruleValue('integer', '')).toBeUndefined();
    expect(ruleValue('integer', '1.5')).toBeNull();
    expect(ruleValue('number', '2,5')).toBe(2.5);
    expect(ruleValue('text', '^[0-9]+$')).toBe('^[0-9]+$');
  });
});
