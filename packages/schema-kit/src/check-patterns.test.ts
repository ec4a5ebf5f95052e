import { describe, expect, it } from 'vitest';
import {
  fixtureValuesByPattern,
  generateCandidates,
  hintExamples,
  hintExamplesByPattern,
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

describe('patternIssues', () => {
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

describe('examples from help texts', () => {
  it('reads the value after "np." up to a comma, a conjunction or the end', () => {
    expect(hintExamples('Kod pocztowy, np. 12-345.')).toEqual(['12-345']);
    expect(hintExamples('Numer z umowy (np. 1234567890) lub z faktury')).toEqual(['1234567890']);
    expect(hintExamples('np. AB1C/00012345/6 albo numer działki')).toEqual(['AB1C/00012345/6']);
    expect(hintExamples('np. 12-345 dla Warszawy')).toEqual(['12-345 dla Warszawy', '12-345']);
    expect(hintExamples('np. „PL 123”, inne')).toEqual(['PL 123']);
    expect(hintExamples('Wpisz kod pocztowy')).toEqual([]);
  });

  const ui = (help: Record<string, unknown>) => ({
    steps: [{ id: 'a', title: 'A', fields: ['meter'] }],
    uiSchema: { meter: { number: help } },
  });

  it("reports a pattern that refuses its own help text's example, at the pattern, naming the field", () => {
    const { issues } = hintExamplesByPattern(
      withPattern('^[0-9]{2}-[0-9]{3}$'),
      ui({ 'ui:help': 'Kod pocztowy, np. 12345.' }),
    );
    expect(issues).toEqual([
      {
        pointer: '/properties/meter/properties/number/pattern',
        message:
          'wzorzec pola „Numer licznika” (number) nie przyjmuje przykładu „12345” z podpowiedzi pola (ui:help): klient wpisze go i zobaczy błąd; popraw wzorzec albo przykład',
      },
    ]);
  });

  it('passes an example the pattern takes, from the placeholder or the description too', () => {
    expect(
      hintExamplesByPattern(withPattern('^[0-9]{2}-[0-9]{3}$'), ui({ 'ui:placeholder': 'np. 12-345' }))
        .issues,
    ).toEqual([]);
    expect(
      hintExamplesByPattern(
        withPattern('^[0-9]{2}-[0-9]{3}$', { description: 'Na przykład np. 1-2' }),
        ui({}),
      ).issues[0]?.message,
    ).toContain('(description)');
  });

  it("makes the help text's example a candidate: a pattern the generator cannot satisfy passes with it", () => {
    const schema = withPattern('^(?=.*[0-9])(?=.*[A-Z])[A-Za-z0-9]{8}$');
    expect(patternIssues(schema)).toHaveLength(1);
    const { byPattern, issues } = hintExamplesByPattern(
      schema,
      ui({ 'ui:help': 'Kod z umowy, np. Abcdefg1.' }),
    );
    expect(issues).toEqual([]);
    expect(patternIssues(schema, byPattern)).toEqual([]);
  });
});
