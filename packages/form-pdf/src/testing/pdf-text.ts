// Test helper: the text drawn on each page of a PDF pdf-lib wrote, read back through the fonts' ToUnicode
// maps, as a reader's copy-and-paste would give it. It proves what a person sees (Polish letters
// included) without a PDF viewer: pdf-lib draws text as `<glyph ids> Tj` with an Identity-H font.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

const decode = (stream: PDFObject | undefined): string =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/** Glyph code (4 hex digits) -> text, from `beginbfchar` lines: <0024> <0041>. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
    const hex = match[2] ?? '';
    const units = hex.match(/.{4}/g) ?? [];
    map.set((match[1] ?? '').toUpperCase(), String.fromCharCode(...units.map((unit) => parseInt(unit, 16))));
  }
  return map;
}

/** The text of every page, one string per page, one line per text-drawing operation. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lookup = (value: PDFObject | undefined) =>
    value instanceof PDFRef ? doc.context.lookup(value) : value;
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = lookup(ref);
        if (font instanceof PDFDict)
          fonts.set(name.decodeText(), toUnicodeMap(decode(lookup(font.get(PDFName.of('ToUnicode'))))));
      }
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    const source = streams.map((stream) => decode(stream)).join('\n');
    const lines: string[] = [];
    let current = new Map<string, string>();
    for (const match of source.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (match[1]) {
        current = fonts.get(match[1]) ?? new Map();
      } else {
        const codes = (match[2] ?? '').toUpperCase().match(/.{4}/g) ?? [];
        lines.push(codes.map((code) => current.get(code) ?? '\uFFFD').join(''));
      }
    }
    return lines.join('\n');
  });
}
