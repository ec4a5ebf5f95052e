import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, safeFileName } from './file-name.ts';

describe('safeFileName (stored names keep no control or bidirectional characters)', () => {
  it.each([
    ['BEL', 'dzwonek\u0007.pdf', 'dzwonek.pdf'],
    ['ESC sequence', '\u001b[31mczerwony.pdf', '[31mczerwony.pdf'],
    ['NUL', 'a\u0000b.pdf', 'ab.pdf'],
    ['DEL and C1', 'a\u007f\u0085\u009bb.pdf', 'ab.pdf'],
    ['right-to-left override (U+202E)', 'faktura\u202Efdp.exe', 'fakturafdp.exe'],
    ['isolates and marks', '\u2066a\u2069\u200Eb\u200F\u061C.pdf', 'ab.pdf'],
    ['zero-width and BOM', '\uFEFFz\u200Bero\u200D.pdf', 'zero.pdf'],
    ['line breaks and tabs', 'dwie\nlinie\t.pdf', 'dwielinie.pdf'],
    ['a lone surrogate', 'a\uD800b.pdf', 'ab.pdf'],
  ])('strips %s', (_name, raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('keeps Polish letters, spaces and emoji, composed (NFC)', () => {
    expect(safeFileName('Zaz\u0307o\u0301łc\u0301 gęślą jaźń 📎.pdf')).toBe('Zażółć gęślą jaźń 📎.pdf');
    expect(safeFileName('Zaz\u0307o\u0301łc\u0301.pdf')).toBe(
      'Zaz\u0307o\u0301łc\u0301.pdf'.normalize('NFC'),
    );
  });

  it('keeps only the last path segment, for either separator', () => {
    expect(safeFileName('C:\\fakepath\\mapa.pdf')).toBe('mapa.pdf');
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  });

  it(`bounds the length to ${MAX_FILE_NAME_LENGTH} characters and keeps the extension`, () => {
    const safe = safeFileName(`${'ą'.repeat(400)}.pdf`);
    expect([...safe].length).toBe(MAX_FILE_NAME_LENGTH);
    expect(safe.endsWith('ą.pdf')).toBe(true);
  });

  it('trims and collapses the spaces left behind', () => {
    expect(safeFileName('  a \u202E  b .pdf ')).toBe('a b .pdf');
  });
});
