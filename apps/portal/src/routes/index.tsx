import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoginBox } from '../features/auth/components/LoginBox.tsx';
import { authPaths } from '../features/auth/lib/paths.ts';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { safeRedirectPath } from '../shared/session/guards/safeRedirectPath.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

export interface HomeSearch {
  /** Where a visitor sent here by requireAuth was going (portal-spec §2). */
  redirect?: string | undefined;
}

// portal-spec §2: the login page; an authenticated user is redirected to the case list, or to where they
// were going when requireAuth sent them here.
export const Route = createFileRoute('/')({
  // The key is always returned, so that an unsafe value in the address is overridden, not passed through.
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  beforeLoad: ({ search }) => {
    if (useSessionStore.getState().isAuthenticated) {
      throw redirect({ href: search.redirect ?? authPaths.caseList, replace: true });
    }
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target } = useRouteSearch(Route);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  // Signed in here (password, second factor or single sign-on): on to where the user was going.
  useEffect(() => {
    if (isAuthenticated) void navigate({ href: target ?? authPaths.caseList, replace: true });
  }, [isAuthenticated, navigate, target]);
  return <HomePage loginBox={<LoginBox />} />;
}
