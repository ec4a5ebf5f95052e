import { describe, expect, it } from 'vitest';
import { isTooDeep, jsonDepth, MAX_JSON_DEPTH } from './json-depth.ts';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"[[["', 0],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["\\"[", [[]]]', 3],
    ['{"a":"\\\\"}', 1],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it(`refuses more than ${MAX_JSON_DEPTH} levels, and stops counting early`, () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(isTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepth(nested(100_000), 10)).toBe(11);
  });
});
