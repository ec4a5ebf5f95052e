import { parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, pointerPosition, positionAt } from './json-positions.ts';
import { formatProblem } from './problems.ts';

describe('JSON positions (file:line:column instead of "position 996")', () => {
  it('counts lines and columns from 1', () => {
    expect(positionAt('{\n  "a": 1\n}', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('{\n  "a": 1\n}', 4)).toEqual({ line: 2, column: 3 });
  });

  it.each([
    ['{\n  "a": 1,\n}\n', { line: 2, column: 9, message: 'zbędny przecinek przed "}"' }],
    ['{\n  "a": [1, 2,]\n}', { line: 2, column: 13, message: 'zbędny przecinek przed "]"' }],
    ['{\n  "a": 1\n  "b": 2\n}', { line: 3, column: 3, message: 'brak przecinka "," między elementami' }],
    ['{\n  "a" 1\n}', { line: 2, column: 7, message: 'brak dwukropka ":" po nazwie pola' }],
    ["{\n  'a': 1\n}", { line: 2, column: 3 }],
    [
      '{\n  "a": "tekst\n}',
      { line: 2, column: 8, message: 'niezamknięty tekst: brak cudzysłowu " na końcu' },
    ],
    ['{ "a": 1 } }', { line: 1, column: 12, message: 'po końcu dokumentu JSON jest jeszcze tekst' }],
    ['{\n  "a": 1\n', { message: 'brak zamykającego nawiasu "}"' }],
    ['', { line: 1, column: 1, message: 'plik jest pusty' }],
  ])('explains %j in Polish where it is', (text, expected) => {
    expect(jsonSyntaxError(text)).toMatchObject(expected);
  });

  it('finds nothing wrong in valid JSON', () => {
    expect(jsonSyntaxError('{ "a": [1, { "b": null }] }')).toBeNull();
  });

  it('puts a pointer at its key, an array item at its value, and a missing one at its nearest parent', () => {
    const text = '{\n  "properties": {\n    "a/b": { "type": "string" },\n    "list": [1, 2]\n  }\n}';
    const tree = parseTree(text);
    expect(pointerPosition(text, tree, '/properties/a~1b/type')).toEqual({ line: 3, column: 14 });
    expect(pointerPosition(text, tree, '/properties/list/1')).toEqual({ line: 4, column: 17 });
    expect(pointerPosition(text, tree, '/properties/missing/type')).toEqual({ line: 2, column: 3 });
    expect(pointerPosition(text, tree, '')).toEqual({ line: 1, column: 1 });
  });

  it('prints a located problem as file:line:column', () => {
    expect(formatProblem({ file: 'schemas/a.json', pointer: '/x', message: 'm', line: 3, column: 7 })).toBe(
      'schemas/a.json:3:7 /x — m',
    );
    expect(formatProblem({ file: 'schemas/forms/1/fixtures/valid', pointer: '', message: 'm' })).toBe(
      'schemas/forms/1/fixtures/valid / — m',
    );
  });
});
