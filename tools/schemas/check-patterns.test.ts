import { describe, expect, it } from 'vitest';
import {
  fixtureValuesByPattern,
  generateCandidates,
  patternIssues,
  regexSyntaxProblem,
} from './check-patterns.ts';

const withPattern = (pattern: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    meter: {
      type: 'object',
      properties: { number: { type: 'string', title: 'Numer licznika', pattern, ...extra } },
    },
  },
});

describe('patternIssues (issue 31)', () => {
  it('refuses a pattern no value can match, naming the field, at its "pattern"', () => {
    const issues = patternIssues(withPattern('^[0-9]{8}$[0-9]'));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.pointer).toBe('/properties/meter/properties/number/pattern');
    expect(issues[0]?.message).toContain(
      'wzorzec pola „Numer licznika” (number) nie przyjmie żadnej wartości',
    );
    expect(issues[0]?.message).toContain('"$" (koniec tekstu) stoi w środku wzorca');
  });

  it('refuses a pattern whose alternatives all contradict themselves', () => {
    const [issue] = patternIssues(withPattern('^(?:a$b|c^d)$'));
    expect(issue?.message).toContain('nie przyjmie żadnej wartości');
  });

  it('passes every kind of pattern the forms use', () => {
    for (const pattern of [
      '^[1-9][0-9]{0,3}/[15]$',
      '^0*(?:5[1-9]|[6-9][0-9]|[1-9][0-9]{2,})(?:[.,][0-9]+)?$|^0*50[.,][0-9]*[1-9][0-9]*$',
      '^0*(?:[0-9]{1,2}|1[0-3][0-9]|20[1-9]|2[1-9][0-9]|[3-9][0-9]{2}|[1-9][0-9]{3,})$',
      '^[0-9]{4}-[0-9]{2}-01$',
      '^\\d{2}-\\d{3}$',
      '^[A-ZĄĆĘŁŃÓŚŹŻ][^0-9]*$',
      '^(?<prefix>PL)?\\s?\\d{10}$',
      '^\\p{Lu}\\p{Ll}+$',
    ])
      expect(patternIssues(withPattern(pattern)), pattern).toEqual([]);
  });

  it('accepts a pattern the generator cannot satisfy when a declared example matches it', () => {
    const lookahead = '^(?=.*[0-9])(?=.*[A-Z])[A-Za-z0-9]{8}$';
    expect(patternIssues(withPattern(lookahead))[0]?.message).toContain('dopisz do pola "examples"');
    expect(patternIssues(withPattern(lookahead, { examples: ['Abcdefg1'] }))).toEqual([]);
  });

  it("takes a value of the valid fixtures for the field's example", () => {
    const lookahead = '^(?=.*[0-9])(?=.*[A-Z])[A-Za-z0-9]{8}$';
    const schema = withPattern(lookahead);
    const fixtures = [{ meter: { number: 'Abcdefg1' } }, { meter: {} }];
    expect(patternIssues(schema, fixtureValuesByPattern(schema, fixtures))).toEqual([]);
    const wrong = fixtureValuesByPattern(schema, [{ meter: { number: 'abc' } }]);
    expect(patternIssues(schema, wrong)[0]?.message).toContain('fixtures/valid');
  });

  it('does not take an errorMessage text for a pattern', () => {
    expect(
      patternIssues(withPattern('^[0-9]+$', { errorMessage: { pattern: '^$x: to tylko komunikat' } })),
    ).toEqual([]);
  });

  it('generates only candidates; the real RegExp judges them', () => {
    const { candidates } = generateCandidates('^[0-9]{8}$[0-9]');
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((value) => /^[0-9]{9}$/.test(value))).toBe(true);
  });
});

describe('regexSyntaxProblem', () => {
  it('says in Polish what is wrong with a regex the browser cannot compile', () => {
    expect(regexSyntaxProblem('^[0-9]{8}$')).toBeNull();
    expect(regexSyntaxProblem('^(abc$')).toBe(
      'wzorzec "^(abc$" nie jest poprawnym wyrażeniem regularnym: nawias "(" nie jest zamknięty',
    );
    expect(regexSyntaxProblem('^[0-9{2}$')).toContain('nawias "[" nie jest zamknięty');
    expect(regexSyntaxProblem('^[9-0]$')).toContain('zakres w [...] ma znaki w złej kolejności');
    expect(regexSyntaxProblem('^+1$')).toContain('nie ma czego powtarzać');
  });
});
