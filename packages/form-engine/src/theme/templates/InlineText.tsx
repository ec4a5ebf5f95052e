// Data lifecycle: a form's description may link to a page of the portal (`[Regulamin portalu](/regulamin)`,
// docs/schema-language.md "Links in descriptions"); the schema tools allow only the portal's known pages.
// A link opens in a new tab, so the wizard (its step, its typed data and the draft) stays as it was.
import { Link, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { parseInline, type InlineNode } from '@portal/form-model';
import type { ReactNode } from 'react';
import { inlineLinkStyle, renderInline } from './renderInline.tsx';

function renderNodes(nodes: readonly InlineNode[], newTab: string): ReactNode[] {
  return renderInline(nodes, (node, children, key) => (
    <Link key={key} href={node.href} {...inlineLinkStyle} target="_blank" rel="noopener" fontWeight="medium">
      {children}
      <VisuallyHidden>{` ${newTab}`}</VisuallyHidden>
    </Link>
  ));
}

/** A form's text with its links, bold and emphasis rendered; anything else is shown as written. */
export function InlineText({ text }: { text: string }) {
  const { t } = useLingui();
  return <>{renderNodes(parseInline(text), t`(otwiera się w nowej karcie)`)}</>;
}
