import { createFileRoute } from '@tanstack/react-router';
import { TokenPasswordPage } from '../features/auth/components/TokenPasswordPage.tsx';
import { validateTokenLinkSearch } from '../features/auth/lib/tokenLink.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

// portal-spec §2 Reset password (visitor): the e-mailed link carries the e-mail and the token.
export const Route = createFileRoute('/konto/resetuj')({
  validateSearch: validateTokenLinkSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const link = useRouteSearch(Route);
  return <TokenPasswordPage kind="reset" link={link} />;
}
