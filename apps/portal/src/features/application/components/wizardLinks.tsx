// Links between the wizard's steps: the address holds the step (lib/wizardSearch.ts), so every choice is a
// real link — it opens in a new tab, and back and reload work.
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { REGISTRATION_FORM_ID } from '../lib/applicationCatalog.ts';

export type LinkRender = (content: ReactNode) => ReactElement;

export const linkToStart: LinkRender = (content) => (
  <RouterLink to="/skladanie-wniosku" search={{}}>
    {content}
  </RouterLink>
);

export function linkToCategory(categoryId: string, tileId?: string): LinkRender {
  return (content) => (
    <RouterLink
      to="/skladanie-wniosku"
      search={{ rodzaj: categoryId, ...(tileId ? { sprawa: tileId } : {}) }}
    >
      {content}
    </RouterLink>
  );
}

/** Form 100 (account registration) has its own address (applications-spec §2). */
export function linkToForm(formId: number, categoryId?: string, tileId?: string): LinkRender {
  if (formId === REGISTRATION_FORM_ID) {
    return (content) => <RouterLink to="/skladanie-wniosku-o-rejestracje-konta">{content}</RouterLink>;
  }
  return (content) => (
    <RouterLink
      to="/skladanie-wniosku"
      search={{
        ...(categoryId ? { rodzaj: categoryId } : {}),
        ...(tileId ? { sprawa: tileId } : {}),
        formularz: formId,
      }}
    >
      {content}
    </RouterLink>
  );
}
