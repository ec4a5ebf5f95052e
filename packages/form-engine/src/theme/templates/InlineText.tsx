// Data lifecycle: a form's description may link to a page of the portal (`[Regulamin portalu](/regulamin)`,
// docs/schema-language.md "Links in descriptions"); the schema tools allow only the portal's known pages.
// A link opens in a new tab, so the wizard (its step, its typed data and the draft) stays as it was.
import { Link, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { parseInline, type InlineNode } from '@portal/form-model';
import { Fragment, type ReactNode } from 'react';

function renderNodes(nodes: readonly InlineNode[], newTab: string): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderNodes(node.children, newTab)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderNodes(node.children, newTab)}</em>;
      case 'link':
        return (
          <Link
            key={index}
            href={node.href}
            display="inline"
            target="_blank"
            rel="noopener"
            color="brand.fg"
            textDecoration="underline"
            fontWeight="medium"
          >
            {renderNodes(node.children, newTab)}
            <VisuallyHidden>{` ${newTab}`}</VisuallyHidden>
          </Link>
        );
    }
  });
}

/** A form's text with its links, bold and emphasis rendered; anything else is shown as written. */
export function InlineText({ text }: { text: string }) {
  const { t } = useLingui();
  return <>{renderNodes(parseInline(text), t`(otwiera się w nowej karcie)`)}</>;
}
