// @vitest-environment node
import { WIDGET_REGISTRY } from '@portal/form-model';
import { describe, expect, it } from 'vitest';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from '@portal/schema-kit/testing';
import { readVocabulary } from '../../server/vocabulary.ts';
import type { Vocabulary } from '../api.ts';
import { completionAt, diagnosticsFor, helpFor, quotedWordAt } from './language.ts';

const vocabulary: Vocabulary = {
  schema: [
    { name: 'maxLength', description: 'Najwięcej znaków tekstu.' },
    { name: 'digitsOnly', description: 'Tylko cyfry.' },
  ],
  ui: [{ name: 'ui:widget', description: 'Widżet pola.' }],
  widgets: [{ name: 'yesNo', description: 'Widżety silnika.', options: [] }],
  options: [],
  formats: ['date', 'pesel'],
};

describe('completion', () => {
  it('offers keywords where a key is typed in schema.json', () => {
    const found = completionAt(vocabulary, 'schema', '      "max', 100);
    expect(found?.from).toBe(97);
    expect(found?.options.map((option) => option.label)).toEqual(['maxLength', 'digitsOnly']);
  });

  it('offers widget names after "ui:widget" and formats after "format"', () => {
    expect(completionAt(vocabulary, 'ui', '  "ui:widget": "ye', 50)?.options.map((o) => o.label)).toEqual([
      'yesNo',
    ]);
    expect(completionAt(vocabulary, 'schema', '"format": "', 10)?.options.map((o) => o.label)).toEqual([
      'date',
      'pesel',
    ]);
  });

  it('offers ui keys in ui.json and nothing inside a value', () => {
    expect(completionAt(vocabulary, 'ui', '{ "ui:', 6)?.options.map((o) => o.label)).toEqual(['ui:widget']);
    expect(completionAt(vocabulary, 'schema', '"title": "Imi', 13)).toBeNull();
  });
});

describe('completion from the widget registry', () => {
  const registry: Vocabulary = {
    ...vocabulary,
    widgets: readVocabulary(schemaPaths(repoRoot)).widgets,
    options: readVocabulary(schemaPaths(repoRoot)).options,
  };
  const completeAtEnd = (text: string) => {
    const lineBefore = text.slice(text.lastIndexOf('\n') + 1);
    return completionAt(registry, 'ui', lineBefore, text.length, text);
  };

  it('offers every widget of the registry after "ui:widget", each with its own Polish help', () => {
    const options = completeAtEnd('{ "uiSchema": { "a": { "ui:widget": "')!.options;
    expect(options.map((option) => option.label)).toEqual(WIDGET_REGISTRY.map((entry) => entry.name));
    for (const entry of WIDGET_REGISTRY)
      expect(options.find((option) => option.label === entry.name)?.detail).toBe(entry.help);
    expect(options.find((option) => option.label === 'yesNo')?.detail).toMatch(/^Pytanie z odpowiedzią Tak/);
  });

  it('offers in ui:options the keys the field’s widget reads, first and named, then those of any field', () => {
    const text = '{ "uiSchema": { "a": {\n  "ui:widget": "textarea",\n  "ui:options": {\n    "';
    const labels = completeAtEnd(text)!.options.map((option) => option.label);
    expect(labels[0]).toBe('rows');
    expect(labels).toContain('tooltip');
    expect(labels).not.toContain('upperCase');
    expect(labels).not.toContain('sources');
    const rows = completeAtEnd(text)!.options[0]!;
    expect(rows).toMatchObject({ detail: 'textarea: Liczba wierszy pola wielowierszowego.', boost: 1 });
  });

  it('finds the widget named after ui:options too, and offers every key when none is named', () => {
    const after = '{ "a": { "ui:options": { "rows": 2, "';
    const named = completeAtEnd(after)!;
    expect(named.options.map((option) => option.label)).toEqual(registry.options.map((word) => word.name));
    const document = `${after}" }, "ui:widget": "identifier" } }`;
    const offset = after.length;
    const identifier = completionAt(registry, 'ui', after, offset, document)!.options;
    expect(identifier.slice(0, 3).map((option) => option.label)).toEqual(
      WIDGET_REGISTRY.find((entry) => entry.name === 'identifier')!.options,
    );
    expect(identifier.find((option) => option.label === 'upperCase')?.detail).toMatch(
      /^identifier: zamienia/,
    );
  });

  it('declares every widget’s ui:options in the ui meta-schema', () => {
    const declared = new Set(registry.options.map((word) => word.name));
    for (const entry of WIDGET_REGISTRY)
      for (const option of entry.options) expect(declared, `${entry.name}: ${option}`).toContain(option);
  });
});

describe('hover help', () => {
  it('finds the quoted word under the pointer and its Polish help', () => {
    const text = '{\n  "maxLength": 30\n}';
    const word = quotedWordAt(text, text.indexOf('Length'));
    expect(word?.text).toBe('maxLength');
    expect(helpFor(vocabulary, 'schema', word!.text)).toBe('Najwięcej znaków tekstu.');
    expect(helpFor(vocabulary, 'ui', 'yesNo')).toBe('Widżety silnika.');
    expect(helpFor(vocabulary, 'schema', 'nieznane')).toBeNull();
  });
});

describe('diagnostics', () => {
  it('puts a problem of the file at its line and column, to the end of the line', () => {
    const text = '{\n  "title": 1\n}';
    const [diagnostic] = diagnosticsFor(
      text,
      [
        {
          file: 'schemas/forms/x/schema.json',
          pointer: '/title',
          message: 'tytuł musi być tekstem',
          line: 2,
          column: 3,
        },
        { file: 'schemas/forms/x/ui.json', pointer: '', message: 'inny plik', line: 1, column: 1 },
      ],
      'schema.json',
    );
    expect(diagnostic).toEqual({
      from: 4,
      to: text.indexOf('\n}'),
      message: '/title — tytuł musi być tekstem',
    });
  });
});
