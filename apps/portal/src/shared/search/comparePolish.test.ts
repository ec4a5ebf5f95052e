import { describe, expect, it } from 'vitest';
import { comparePolish } from './comparePolish.ts';

describe('comparePolish', () => {
  it('orders by Polish alphabetical rules: ą after a, ł after l, ś after s', () => {
    expect(['Łódź', 'Lublin', 'Śrem', 'Sopot', 'ąb', 'az'].sort(comparePolish)).toEqual([
      'az',
      'ąb',
      'Lublin',
      'Łódź',
      'Sopot',
      'Śrem',
    ]);
  });

  it('says equal texts are equal', () => {
    expect(comparePolish('FV/2026/1', 'FV/2026/1')).toBe(0);
  });
});
