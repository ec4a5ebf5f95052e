// Data lifecycle: the documents of the portal (the operator's privacy information and terms, the generated
// accessibility statement) are Markdown. Only the blocks a legal text needs: headings, paragraphs, bulleted
// and numbered lists; inside them the inline syntax of @portal/form-model (links, bold, emphasis). Nothing
// is HTML: a tag in the text stays text, so the operator's file cannot put a script or a style on the page.

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 2 | 3 | 4; readonly text: string; readonly id: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** A heading's anchor: its words in lower case, Polish letters kept, e.g. "2. Usługi" → "2-uslugi". */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ł/g, 'l')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'sekcja'
  );
}

/**
 * The blocks of a document. The page's own heading is its h1, so a "#" heading becomes an h2 as "##" is,
 * and "####" or deeper an h4: the outline never skips a level downwards from the page's title.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const used = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    paragraph = [];
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (heading) {
      flush();
      const text = heading[2]!;
      const base = headingId(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const level = Math.min(Math.max(heading[1]!.length, 2), 4) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text, id: seen === 0 ? base : `${base}-${seen + 1}` });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!.trim());
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
