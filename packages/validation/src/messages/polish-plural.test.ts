import { describe, expect, it } from 'vitest';
import { CHARACTERS, polishCount, polishPluralForm, YEARS } from './polish-plural.ts';

describe('polishPluralForm', () => {
  it.each([
    [0, 'znaków'],
    [1, 'znak'],
    [2, 'znaki'],
    [3, 'znaki'],
    [4, 'znaki'],
    [5, 'znaków'],
    [11, 'znaków'],
    [12, 'znaków'],
    [13, 'znaków'],
    [14, 'znaków'],
    [21, 'znaków'],
    [22, 'znaki'],
    [24, 'znaki'],
    [25, 'znaków'],
    [32, 'znaki'],
    [34, 'znaki'],
    [101, 'znaków'],
    [102, 'znaki'],
    [112, 'znaków'],
    [114, 'znaków'],
    [122, 'znaki'],
  ])('%i -> %s', (count, form) => {
    expect(polishPluralForm(count, CHARACTERS)).toBe(form);
  });

  it('writes the count before the form', () => {
    expect(polishCount(2, YEARS)).toBe('2 lata');
    expect(polishCount(5, YEARS)).toBe('5 lat');
    expect(polishCount(1, YEARS)).toBe('1 rok');
  });
});
