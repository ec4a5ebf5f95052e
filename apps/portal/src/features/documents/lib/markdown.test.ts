import { describe, expect, it } from 'vitest';
import { headingId, parseMarkdown } from './markdown.ts';

describe('the Markdown of the documents', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    expect(
      parseMarkdown(
        [
          '## Cele przetwarzania',
          '',
          'Przetwarzamy dane,',
          'aby:',
          '- prowadzić konto;',
          '- rozpatrzyć wniosek',
          '  i zawrzeć umowę.',
          '',
          '1. Pierwszy punkt.',
          '2) Drugi punkt.',
          '### Szczegóły',
          'Tekst.',
        ].join('\n'),
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Cele przetwarzania', id: 'cele-przetwarzania' },
      { kind: 'paragraph', text: 'Przetwarzamy dane, aby:' },
      { kind: 'list', ordered: false, items: ['prowadzić konto;', 'rozpatrzyć wniosek i zawrzeć umowę.'] },
      { kind: 'list', ordered: true, items: ['Pierwszy punkt.', 'Drugi punkt.'] },
      { kind: 'heading', level: 3, text: 'Szczegóły', id: 'szczegoly' },
      { kind: 'paragraph', text: 'Tekst.' },
    ]);
  });

  it('keeps the outline below the page title: "#" is an h2, "#####" an h4', () => {
    expect(
      parseMarkdown('# Tytuł\n##### Głęboko').map((block) => block.kind === 'heading' && block.level),
    ).toEqual([2, 4]);
  });

  it('gives each heading its own anchor', () => {
    expect(headingId('2. Usługi świadczone drogą elektroniczną')).toBe(
      '2-uslugi-swiadczone-droga-elektroniczna',
    );
    expect(headingId('Żądanie, skarga')).toBe('zadanie-skarga');
    expect(parseMarkdown('## Uwagi\n## Uwagi').map((block) => block.kind === 'heading' && block.id)).toEqual([
      'uwagi',
      'uwagi-2',
    ]);
  });

  it('leaves HTML as the text it is', () => {
    expect(parseMarkdown('<script>alert(1)</script>\n<h1>x</h1>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script> <h1>x</h1>' },
    ]);
  });
});
