import { describe, expect, it } from 'vitest';
import type { ChangeReport } from '../api.ts';
import { i18n, activateLocale } from '../i18n.ts';
import { proposalMessage } from './proposalMessage.ts';

activateLocale();

const report = (changes: ChangeReport['report']): ChangeReport => ({
  report: changes,
  version: '1.1.0',
  nextVersion: '1.2.0',
});

const labelChanged = {
  kind: 'labelChanged',
  pointer: '/extraInfo/comment',
  label: 'Dodatkowe informacje › Uwagi o obiekcie',
  before: 'Dodatkowe informacje o obiekcie',
  after: 'Uwagi o obiekcie',
  needsVersionBump: false,
} as const;

describe('proposalMessage', () => {
  it('puts one change in the subject, then the version, old drafts and the saved files', () => {
    const text = proposalMessage(
      i18n,
      { id: 1, title: 'Przyłączenie' },
      report({
        changes: [labelChanged],
        needsVersionBump: false,
        oldDraftsLoad: true,
        draftProblems: [],
      } as never),
      ['schemas/forms/1/schema.json'],
    );
    expect(text).toBe(
      [
        'Formularz 1 (Przyłączenie): Zmieniono etykietę pola: „Dodatkowe informacje o obiekcie” → „Uwagi o obiekcie”',
        '',
        'Wersja: 1.1.0, zmiana nie wymaga nowej.',
        'Stare wersje robocze wczytają się w całości.',
        '',
        'Pliki zapisane w studiu:',
        '- schemas/forms/1/schema.json',
        '',
      ].join('\n'),
    );
  });

  it('lists several changes under a counted subject; without a report, only the files', () => {
    const several = proposalMessage(
      i18n,
      { id: 1, title: 'P' },
      report({
        changes: [
          labelChanged,
          { ...labelChanged, pointer: '/a', label: 'Moc', before: 'Moc [kW]', after: 'Moc' },
        ],
        needsVersionBump: true,
        oldDraftsLoad: false,
        draftProblems: [],
      } as never),
      [],
    );
    expect(several.split('\n').slice(0, 5)).toEqual([
      'Formularz 1 (P): zmiany w polach i krokach: 2',
      '',
      '- Zmieniono etykietę pola: „Dodatkowe informacje o obiekcie” → „Uwagi o obiekcie”.',
      '- Zmieniono etykietę pola: „Moc [kW]” → „Moc”.',
      '',
    ]);
    expect(several).toContain('Wersja: zmiana wymaga nowej wersji (w katalogu: 1.1.0).');
    expect(several).toContain('Stare wersje robocze stracą część odpowiedzi.');
    const onlyFiles = proposalMessage(i18n, { id: 2, title: 'Q' }, null, [
      'schemas/forms/2-q/fixtures/invalid/zly-pesel.json',
      'schemas/catalog.json',
    ]);
    expect(onlyFiles.split('\n')[0]).toBe(
      'Formularz 2 (Q): przykłady invalid/zly-pesel.json; wpis w katalogu',
    );
    expect(proposalMessage(i18n, { id: 2, title: 'Q' }, null, [])).toBe(
      'Formularz 2 (Q): pliki formularza\n',
    );
  });
});
