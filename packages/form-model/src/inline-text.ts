// Data lifecycle: a text of a form (a description) or of an operator's document may link to a page of the portal,
// written as Markdown: `[Ochrona danych osobowych](/ochrona-danych-osobowych)`, with **bold** and *emphasis*.
// One parser, used by the wizard (links rendered as links), the PDF and plain renderings (the link's text
// only), the portal's document pages and the schema tools (a link must lead to a known page). No HTML is
// ever parsed: what is not this syntax stays text.

export type InlineNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly InlineNode[] }
  | { readonly kind: 'strong' | 'emphasis'; readonly children: readonly InlineNode[] };

/** A link's target: a path of the portal ("/regulamin", "/a#b"), an https address or an e-mail (mailto:). */
const SAFE_HREF = /^(?:\/(?!\/)[^\s()]*|https:\/\/[^\s()]+|mailto:[^\s()@]+@[^\s()]+|tel:\+?[0-9]+)$/;

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/y;
const STRONG = /\*\*(?=\S)([^*\n]*?\S)\*\*/y;
const EMPHASIS = /\*(?=[^\s*])([^*\n]*?[^\s*])\*/y;

/** Whether a link target may be rendered (anything else is shown as the text it is). */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

function pushText(nodes: InlineNode[], text: string): void {
  const last = nodes.at(-1);
  if (last?.kind === 'text') nodes[nodes.length - 1] = { kind: 'text', text: last.text + text };
  else if (text) nodes.push({ kind: 'text', text });
}

/** **bold** (tried first) or *emphasis* starting at `index`. */
function emphasisAt(text: string, index: number): { node: InlineNode; end: number } | null {
  for (const [pattern, kind] of [
    [STRONG, 'strong'],
    [EMPHASIS, 'emphasis'],
  ] as const) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match) return { node: { kind, children: parseInline(match[1]!) }, end: pattern.lastIndex };
  }
  return null;
}

/** The inline nodes of one paragraph's text. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '[') {
      LINK.lastIndex = index;
      const link = LINK.exec(text);
      if (link && isSafeHref(link[2]!)) {
        nodes.push({ kind: 'link', href: link[2]!, children: parseInline(link[1]!) });
        index = LINK.lastIndex;
        continue;
      }
    } else if (char === '*') {
      const marked = emphasisAt(text, index);
      if (marked) {
        nodes.push(marked.node);
        index = marked.end;
        continue;
      }
    }
    pushText(nodes, char!);
    index += 1;
  }
  return nodes;
}

/** The text as read without the markup: a link's text, emphasis without its asterisks (PDFs, labels). */
export function plainText(text: string): string {
  const flatten = (nodes: readonly InlineNode[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : flatten(node.children))).join('');
  return flatten(parseInline(text));
}

/** Every link written in the text, whether its target may be rendered or not (the schema tools judge them). */
export function linksIn(text: string): { text: string; href: string }[] {
  return [...text.matchAll(/\[([^\]\n]+)\]\(([^)\n]*)\)/g)].map((match) => ({
    text: match[1]!,
    href: match[2]!,
  }));
}
