import { describe, expect, it } from 'vitest';
import {
  closestName,
  editDistance,
  formKeywords,
  metaSchemaIssues,
  strictModeIssue,
} from './schema-keywords.ts';

describe('the form schema keywords explained in Polish', () => {
  it('measures edit distance with a transposition as one edit', () => {
    expect(editDistance('maxLength', 'maxLenght')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it("suggests draft-07's and the portal's own keywords, but not a far-off name", () => {
    const known = formKeywords();
    expect(closestName('requierd', known)).toBe('required');
    expect(closestName('digitOnly', known)).toBe('digitsOnly');
    expect(closestName('PeselUnlessDocument', known)).toBe('peselUnlessDocument');
    expect(closestName('colour', known)).toBeUndefined();
  });

  it('explains every meta-schema error of a schema at its own key', () => {
    const issues = metaSchemaIssues({
      type: 'object',
      properties: {
        a: { type: 'string', titel: 'A' },
        b: { type: 'strnig' },
        c: { type: 'array', minItems: -1 },
        d: { type: 'object', dateRange: { start: 'x', edn: 'y' } },
        e: { type: 'string', trimmedMaxLength: 'x' },
        f: { type: 'object', required: 'a' },
      },
    });
    expect(issues).toEqual([
      {
        pointer: '/properties/a/titel',
        message: expect.stringContaining('nieznane słowo kluczowe "titel"; czy chodziło o "title"?'),
      },
      { pointer: '/properties/b/type', message: expect.stringContaining('czy chodziło o "string"?') },
      {
        pointer: '/properties/c/minItems',
        message: 'wartość słowa kluczowego "minItems" musi być: co najmniej 0',
      },
      {
        pointer: '/properties/d/dateRange/edn',
        message: expect.stringContaining(
          'słowo kluczowe "dateRange" nie ma parametru "edn"; czy chodziło o "end"?',
        ),
      },
      {
        pointer: '/properties/e/trimmedMaxLength',
        message:
          'wartość słowa kluczowego "trimmedMaxLength" musi być typu: true albo false albo liczba całkowita (jest "x")',
      },
      { pointer: '/properties/f/required', message: expect.stringContaining('musi być typu: lista [ … ]') },
    ]);
  });

  it('locates and translates a strict-mode refusal', () => {
    expect(
      strictModeIssue(
        'strict mode: missing type "number,string" for keyword "format" at "#/properties/a" (strictTypes)',
      ),
    ).toEqual({
      pointer: '/properties/a/format',
      message: 'słowo kluczowe "format" działa tylko z "type": "string"; dopisz "type"',
    });
    expect(strictModeIssue('strict mode: unknown keyword: "maxLenght"').message).toBe(
      'nieznane słowo kluczowe "maxLenght"; czy chodziło o "maxLength"?',
    );
  });
});
