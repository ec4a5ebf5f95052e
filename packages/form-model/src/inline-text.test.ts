import { describe, expect, it } from 'vitest';
import { linksIn, parseInline, plainText } from './inline-text.ts';

describe('inline text (links in descriptions and documents)', () => {
  it('reads links to the portal, bold and emphasis, and leaves the rest as text', () => {
    expect(
      parseInline('Pełna informacja: [Ochrona danych](/ochrona-danych-osobowych), **ważne** i *uwaga*.'),
    ).toEqual([
      { kind: 'text', text: 'Pełna informacja: ' },
      {
        kind: 'link',
        href: '/ochrona-danych-osobowych',
        children: [{ kind: 'text', text: 'Ochrona danych' }],
      },
      { kind: 'text', text: ', ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'ważne' }] },
      { kind: 'text', text: ' i ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'uwaga' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of a script, a protocol-relative or a plain http address', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'http://example.com', 'data:text/html,x']) {
      expect(parseInline(`[kliknij](${href})`)).toEqual([{ kind: 'text', text: `[kliknij](${href})` }]);
    }
    expect(parseInline('<b>nie HTML</b> 2 * 3 * 4')).toEqual([
      { kind: 'text', text: '<b>nie HTML</b> 2 * 3 * 4' },
    ]);
  });

  it('accepts https, e-mail and phone links', () => {
    for (const href of ['https://uodo.gov.pl', 'mailto:iod@osd.example.pl', 'tel:+48220000000']) {
      expect(parseInline(`[x](${href})`)[0]).toMatchObject({ kind: 'link', href });
    }
  });

  it('reads as plain text without the markup (PDFs, error summaries)', () => {
    expect(plainText('Zobacz [Regulamin portalu](/regulamin) i **zasady**.')).toBe(
      'Zobacz Regulamin portalu i zasady.',
    );
  });

  it('lists every written link, refused targets included, for the schema tools', () => {
    expect(linksIn('[a](/regulamin) i [b](javascript:x)')).toEqual([
      { text: 'a', href: '/regulamin' },
      { text: 'b', href: 'javascript:x' },
    ]);
  });
});
