import { describe, expect, it } from 'vitest';
import { keywordMessages } from '../testing/validate-sample.ts';

const textSchema = (keywordValue: unknown) => ({
  type: 'object',
  properties: { value: { type: 'string', trimmedMaxLength: keywordValue } },
});

describe('trimmedMaxLength', () => {
  it.each([
    ['32 characters pass the default limit', true, 'a'.repeat(32), []],
    [
      '33 characters fail the default limit of 32',
      true,
      'a'.repeat(33),
      ['/value: Wartość nie może być dłuższa niż 32 znaki'],
    ],
    ['surrounding spaces are trimmed before counting', true, `  ${'a'.repeat(32)}  `, []],
    [
      'inner spaces count',
      true,
      `${'a'.repeat(16)} ${'a'.repeat(16)}`,
      ['/value: Wartość nie może być dłuższa niż 32 znaki'],
    ],
    ['an emoji counts as one character', 2, '😀😀', []],
    ['limit 1: "1 znak"', 1, 'ab', ['/value: Wartość nie może być dłuższa niż 1 znak']],
    ['limit 2: "2 znaki"', 2, 'abc', ['/value: Wartość nie może być dłuższa niż 2 znaki']],
    ['limit 5: "5 znaków"', 5, 'abcdef', ['/value: Wartość nie może być dłuższa niż 5 znaków']],
    [
      'limit 12: "12 znaków", not "znaki"',
      12,
      'a'.repeat(13),
      ['/value: Wartość nie może być dłuższa niż 12 znaków'],
    ],
    ['limit 22: "22 znaki"', 22, 'a'.repeat(23), ['/value: Wartość nie może być dłuższa niż 22 znaki']],
    ['limit 25: "25 znaków"', 25, 'a'.repeat(26), ['/value: Wartość nie może być dłuższa niż 25 znaków']],
    ['false switches the rule off', false, 'a'.repeat(100), []],
  ])('%s', (_rule, keywordValue, value, expected) => {
    expect(keywordMessages(textSchema(keywordValue), { value }, 'trimmedMaxLength')).toEqual(expected);
  });

  it('skips non-strings, leaving them to "type"', () => {
    const schema = {
      type: 'object',
      properties: { value: { type: ['string', 'number', 'null'], trimmedMaxLength: 1 } },
    };
    expect(keywordMessages(schema, { value: 123456 }, 'trimmedMaxLength')).toEqual([]);
    expect(keywordMessages(schema, { value: null }, 'trimmedMaxLength')).toEqual([]);
  });
});

describe('digitsOnly', () => {
  const schema = {
    type: 'object',
    properties: {
      any: { type: 'string', digitsOnly: true },
      eleven: { type: 'string', digitsOnly: { length: 11 } },
      two: { type: 'string', digitsOnly: { length: 2 } },
    },
  };

  it.each([
    ['digits pass', { any: '0123' }, []],
    ['a letter fails', { any: '12a' }, ['/any: Dozwolone są tylko cyfry']],
    ['a space fails', { any: '12 3' }, ['/any: Dozwolone są tylko cyfry']],
    ['an empty value is left to "required"', { any: '' }, []],
    ['exactly 11 digits pass', { eleven: '12345678901' }, []],
    [
      '10 of 11 digits fail with "dokładnie 11 znaków"',
      { eleven: '1234567890' },
      ['/eleven: Wartość musi mieć dokładnie 11 znaków'],
    ],
    [
      '3 of 2 digits fail with "dokładnie 2 znaki"',
      { two: '123' },
      ['/two: Wartość musi mieć dokładnie 2 znaki'],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(keywordMessages(schema, data, 'digitsOnly')).toEqual(expected);
  });
});
