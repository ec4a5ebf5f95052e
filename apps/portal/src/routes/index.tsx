import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { safeRedirectPath } from '../features/session/guards/safeRedirectPath.ts';

export interface HomeSearch {
  /** Where a visitor sent here by requireAuth was going (portal-spec §2). */
  redirect?: string | undefined;
}

export const Route = createFileRoute('/')({
  // The key is always returned, so that an unsafe value in the address is overridden, not passed through.
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  component: HomePage,
});
