import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate, todayInWarsaw } from './civil-date.ts';
import { createAjv } from './create-ajv.ts';
import { localizeErrors } from './messages/localize.ts';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';
import { validateWithContext } from './validate-with-context.ts';

describe('validateWithContext', () => {
  const validate = createAjv().compile({ type: 'string', dateNotInFuture: true });

  it('uses the injected today', () => {
    expect(validateWithContext(validate, '2026-11-24', { today: '2026-11-24' })).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      computed: [],
    });
    const outcome = validateWithContext(validate, '2026-11-25', { today: '2026-11-24' });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.map((error) => error.keyword)).toEqual(['dateNotInFuture']);
  });

  it('uses the real date in Warsaw without one, also when called plainly', () => {
    const today = todayInWarsaw();
    const tomorrow = formatIsoDate(addDays(parseIsoDate(today)!, 1));
    expect(validateWithContext(validate, today).valid).toBe(true);
    expect(validateWithContext(validate, tomorrow).valid).toBe(false);
    expect(validate(tomorrow)).toBe(false);
  });

  it('returns a copy of the errors that the next validation does not overwrite', () => {
    const first = validateWithContext(validate, '2030-01-01', { today: '2026-11-24' });
    validateWithContext(validate, '2026-11-01', { today: '2026-11-24' });
    expect(first.errors).toHaveLength(1);
  });
});

describe('validateWithContext refuses hidden characters in every answer', () => {
  const validate = createAjv().compile({
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 5 },
      notes: { type: 'array', items: { type: 'string' } },
    },
  });

  it('gives a pattern error at each answer with a control or bidirectional character, as the server does', () => {
    const outcome = validateWithContext(validate, {
      name: 'Ewa\u202E',
      notes: ['dwie\nlinie', 'C1\u0085', '\u2066ok\u2069'],
    });
    expect(outcome.valid).toBe(false);
    expect(localizeErrors(outcome.errors)).toEqual([
      { pointer: '/name', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
      { pointer: '/notes/1', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
      { pointer: '/notes/2', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('keeps the schema’s own errors beside them', () => {
    const outcome = validateWithContext(validate, { name: 'Ewelina\u009b' });
    expect(outcome.errors.map((error) => `${error.instancePath} ${error.keyword}`)).toEqual([
      '/name maxLength',
      '/name pattern',
    ]);
  });

  it('accepts text with line breaks, tabs and Polish letters', () => {
    expect(validateWithContext(validate, { name: 'Zażó', notes: ['a\r\n\tb'] }).valid).toBe(true);
  });
});

describe('validateWithContext refuses keys that shadow what every object inherits', () => {
  // Deep equality (an enum or const of objects, uniqueItems) calls the compared objects' valueOf.
  const validate = createAjv().compile({
    type: 'object',
    properties: { settlement: { enum: [{ method: 'transfer' }, { method: 'cash' }] } },
  });

  it.each([
    [{ settlement: { valueOf: 0 } }, '/settlement/valueOf'],
    [{ settlement: { toString: 'x', method: 'cash' } }, '/settlement/toString'],
    [{ constructor: {} }, '/constructor'],
  ])('answers %j with an error at the key instead of throwing', (data, pointer) => {
    const outcome = validateWithContext(validate, data);
    expect(outcome.valid).toBe(false);
    expect(localizeErrors(outcome.errors)).toEqual([
      { pointer, keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
    expect(findUnsafeText(data)).toBe(pointer);
  });

  it('still judges an ordinary object by the schema', () => {
    expect(validateWithContext(validate, { settlement: { method: 'cash' } }).valid).toBe(true);
    expect(validateWithContext(validate, { settlement: { method: 'barter' } }).errors[0]?.keyword).toBe(
      'enum',
    );
  });
});
