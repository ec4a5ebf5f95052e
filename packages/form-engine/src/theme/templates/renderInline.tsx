// A text's inline markup (form-model's parseInline: bold, emphasis, links) as React elements, never HTML
// from the text. The wizard's descriptions (InlineText) and the portal's documents share it; they differ
// in how a link is drawn.
import type { InlineNode } from '@portal/form-model';
import { Fragment, type ReactNode } from 'react';

/** What every inline link looks like: underlined text in the brand's colour, flowing with its line. */
export const inlineLinkStyle = { display: 'inline', color: 'brand.fg', textDecoration: 'underline' } as const;

export type InlineLink = Extract<InlineNode, { kind: 'link' }>;

export function renderInline(
  nodes: readonly InlineNode[],
  link: (node: InlineLink, children: ReactNode[], key: number) => ReactNode,
): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, link)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children, link)}</em>;
      case 'link':
        return link(node, renderInline(node.children, link), index);
    }
  });
}
