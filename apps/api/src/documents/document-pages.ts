// Data lifecycle: the three documents the portal shows, built once at start: they change only with the
// configuration and the code.
import type { DocumentPage, DocumentSlug } from '@portal/api-contract';
import type { Config } from '../config.ts';
import { accessibilityStatementMarkdown, committedAccessibilityFindings } from './accessibility-statement.ts';

export function documentPages(
  config: Pick<Config, 'documents' | 'operator' | 'publicUrl'>,
): Record<DocumentSlug, DocumentPage> {
  const { pages, accessibility } = config.documents;
  return {
    'ochrona-danych-osobowych': {
      slug: 'ochrona-danych-osobowych',
      title: 'Ochrona danych osobowych',
      ...pages['ochrona-danych-osobowych'],
    },
    regulamin: { slug: 'regulamin', title: 'Regulamin portalu', ...pages.regulamin },
    'deklaracja-dostepnosci': {
      slug: 'deklaracja-dostepnosci',
      title: 'Deklaracja dostępności',
      markdown: accessibilityStatementMarkdown({
        entity: config.operator.name,
        publicUrl: config.publicUrl,
        operator: accessibility,
        ...committedAccessibilityFindings(),
      }),
      placeholder: accessibility.placeholder,
    },
  };
}
