import { describe, expect, it } from 'vitest';
import { reuseEqual } from './reuseEqual.ts';

const schema = () => ({
  type: 'object',
  properties: {
    person: { title: 'Osoba', type: 'object', properties: { pesel: { type: 'string' } } },
    object: { title: 'Obiekt', type: 'object', required: ['address'], properties: { address: {} } },
  },
});

describe('the new form keeps the parts of the last one that did not change', () => {
  it('keeps every unchanged part and takes the changed one with the objects above it', () => {
    const before = schema();
    const after = schema();
    after.properties.object.title = 'Lokalizacja obiektu';
    const kept = reuseEqual(before, after);
    expect(kept).toEqual(after);
    expect(kept.properties.person).toBe(before.properties.person);
    expect(kept.properties.object.required).toBe(before.properties.object.required);
    expect(kept.properties.object).not.toBe(before.properties.object);
    expect(kept).not.toBe(before);
    expect(reuseEqual(before, schema())).toBe(before);
  });

  it('sees a new order of the same keys or items, and added or removed ones, as a change', () => {
    const before = schema();
    const reordered = {
      type: 'object',
      properties: { object: schema().properties.object, person: schema().properties.person },
    };
    const kept = reuseEqual(before, reordered);
    expect(Object.keys(kept.properties)).toEqual(['object', 'person']);
    expect(kept.properties.person).toBe(before.properties.person);
    expect(reuseEqual(['a', 'b'], ['b', 'a'])).toEqual(['b', 'a']);
    expect(reuseEqual(['a', 'b'], ['a'])).toEqual(['a']);
    expect(reuseEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(reuseEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(reuseEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
  });
});
