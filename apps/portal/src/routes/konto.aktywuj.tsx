import { createFileRoute } from '@tanstack/react-router';
import { TokenPasswordPage } from '../features/auth/components/TokenPasswordPage.tsx';
import { validateTokenLinkSearch } from '../features/auth/lib/tokenLink.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

// portal-spec §2 Account activate (visitor): the e-mailed link carries the e-mail and the token.
export const Route = createFileRoute('/konto/aktywuj')({
  validateSearch: validateTokenLinkSearch,
  component: ActivateAccountRoute,
});

function ActivateAccountRoute() {
  const link = useRouteSearch(Route);
  return <TokenPasswordPage kind="activate" link={link} />;
}
