import { describe, expect, it } from 'vitest';
import { keywordFieldIssues } from './check-keyword-fields.ts';

const person = (rule: Record<string, unknown>) => ({
  type: 'object',
  properties: {
    person: {
      type: 'object',
      properties: {
        pesel: { type: 'string', title: 'PESEL' },
        identityDocumentNumber: { type: 'string', title: 'Numer dokumentu' },
      },
      ...rule,
    },
  },
});

describe('keywordFieldIssues', () => {
  it('passes a rule whose fields exist', () => {
    expect(
      keywordFieldIssues(
        person({ peselUnlessDocument: { pesel: 'pesel', document: 'identityDocumentNumber' } }),
      ),
    ).toEqual([]);
  });

  it('names a misspelt field of a rule at its option, with the nearest field', () => {
    expect(
      keywordFieldIssues(
        person({ peselUnlessDocument: { pesel: 'pesle', document: 'identityDocumentNumber' } }),
      ),
    ).toEqual([
      {
        pointer: '/properties/person/peselUnlessDocument/pesel',
        message:
          'reguła "peselUnlessDocument" wymienia pole "pesle", a ten obiekt nie ma pola "pesle"; czy chodziło o "pesel"? (pola: pesel, identityDocumentNumber)',
      },
    ]);
  });

  it('follows a path into a nested object and names the missing step', () => {
    const schema = {
      type: 'object',
      properties: {
        connectionOne: { type: 'object', properties: { target: { type: 'number', title: 'Moc' } } },
      },
      powerLimit: { powers: ['connectionOne/target', 'connectionOne/targte'], maxKw: 40 },
    };
    const [issue, ...rest] = keywordFieldIssues(schema);
    expect(rest).toEqual([]);
    expect(issue?.pointer).toBe('/powerLimit/powers/1');
    expect(issue?.message).toContain('obiekt "connectionOne" nie ma pola "targte"; czy chodziło o "target"?');
  });

  it('judges a rule in a then branch against the object the branch applies to', () => {
    const schema = {
      type: 'object',
      properties: {
        loadChangeMin: { type: 'number', title: 'Od' },
        loadChangeMax: { type: 'number', title: 'Do' },
        kind: { type: 'string', title: 'Rodzaj' },
      },
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      then: { numberOrder: { lower: 'loadChangeMin', upper: 'loadChangeMaks' } },
    };
    expect(keywordFieldIssues(schema).map((issue) => issue.pointer)).toEqual(['/then/numberOrder/upper']);
  });

  it('reads the field of a list keyword in each item, and a default name too', () => {
    const schema = {
      type: 'object',
      properties: {
        meters: {
          type: 'array',
          items: { type: 'object', properties: { power: { type: 'number', title: 'Moc' } } },
          maxTotalPower: { power: 'powr' },
        },
        visits: {
          type: 'array',
          items: { type: 'object', properties: { date: { type: 'string', title: 'Dzień' } } },
        },
        works: { type: 'string', title: 'Początek prac' },
      },
      resealingAfterWorks: { visits: 'visits', worksStart: 'works' },
    };
    const issues = keywordFieldIssues(schema);
    expect(issues.map((issue) => issue.pointer)).toEqual([
      '/properties/meters/maxTotalPower/power',
      '/resealingAfterWorks',
    ]);
    expect(issues[0]?.message).toContain('element listy nie ma pola "powr"; czy chodziło o "power"?');
    expect(issues[1]?.message).toContain('domyślne pole "day" opcji "day"');
  });

  it('finds a rule in a shared definition through a $ref', () => {
    const schema = {
      type: 'object',
      properties: { applicant: { $ref: '#/definitions/person' } },
      definitions: {
        person: {
          type: 'object',
          properties: { pesel: { type: 'string', title: 'PESEL' } },
          peselUnlessDocument: { pesel: 'pesel', document: 'passport' },
        },
      },
    };
    expect(keywordFieldIssues(schema).map((issue) => issue.pointer)).toEqual([
      '/definitions/person/peselUnlessDocument/document',
    ]);
  });
});
