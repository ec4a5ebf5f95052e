import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../api.ts';
import { completionAt, diagnosticsFor, helpFor, quotedWordAt } from './language.ts';

const vocabulary: Vocabulary = {
  schema: [
    { name: 'maxLength', description: 'Najwięcej znaków tekstu.' },
    { name: 'digitsOnly', description: 'Tylko cyfry.' },
  ],
  ui: [{ name: 'ui:widget', description: 'Widżet pola.' }],
  widgets: [{ name: 'yesNo', description: 'Widżety silnika.' }],
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
