// Text on the page: the embedded DejaVu fonts, measuring and wrapping, and drawing wrapped lines.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFFont, PDFPage, rgb } from 'pdf-lib';
import { LINE_FACTOR } from './layout.ts';

/** Glyphs a user may type into a field: their widths and Unicode map must be in the embedded font. */
export const TYPEABLE =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  'ĄĆĘŁŃÓŚŹŻąćęłńóśźż–—„”«»§°²³×µ€';

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** Read once per process: the TTF files ship in node_modules, nothing is fetched at run time. */
export function loadFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

// Advance widths per font and character: fontkit's layout of a whole string is slow (it shapes the
// text), and pdf-lib draws glyphs by their advances anyway, without kerning.
const advances = new WeakMap<PDFFont, Map<string, number>>();

export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = advances.get(font);
  if (!widths) {
    widths = new Map();
    advances.set(font, widths);
  }
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, 1000);
      widths.set(character, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export const leading = (size: number) => size * LINE_FACTOR;
export const textHeight = (lines: number, size: number) => (lines > 0 ? lines * leading(size) : 0);

export interface Ink {
  readonly font: PDFFont;
  readonly size: number;
  readonly color: ReturnType<typeof rgb>;
}

/** Draws wrapped lines whose block starts at `top`; returns the height used. */
export function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, ink: Ink): number {
  lines.forEach((line, index) => {
    page.drawText(line, {
      x,
      y: top - ink.size - index * leading(ink.size) + 0.5,
      size: ink.size,
      font: ink.font,
      color: ink.color,
    });
  });
  return textHeight(lines.length, ink.size);
}
