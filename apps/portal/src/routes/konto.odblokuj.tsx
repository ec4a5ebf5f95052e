import { createFileRoute } from '@tanstack/react-router';
import { UnlockAccountPage } from '../features/auth/components/UnlockAccountPage.tsx';
import { validateTokenLinkSearch } from '../features/auth/lib/tokenLink.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

// For a visitor: the link e-mailed when an account locks carries the e-mail and the token.
export const Route = createFileRoute('/konto/odblokuj')({
  validateSearch: validateTokenLinkSearch,
  component: UnlockAccountRoute,
});

function UnlockAccountRoute() {
  const link = useRouteSearch(Route);
  return <UnlockAccountPage link={link} />;
}
