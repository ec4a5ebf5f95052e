import { createFileRoute } from '@tanstack/react-router';
import { ConfirmApplicationPage } from '../features/application/components/ConfirmApplicationPage.tsx';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

export interface ConfirmApplicationSearch {
  token?: string | undefined;
  account?: boolean | undefined;
}

// portal-spec §2 "Application confirm" (visitor): the e-mailed link carries the token and, for a
// registration, account=true; the page confirms on load.
export const Route = createFileRoute('/wniosek/potwierdz')({
  validateSearch: (search: Record<string, unknown>): ConfirmApplicationSearch => ({
    token: typeof search.token === 'string' && search.token.length <= 200 ? search.token : undefined,
    account: search.account === true || search.account === 'true' ? true : undefined,
  }),
  component: ConfirmApplicationRoute,
});

function ConfirmApplicationRoute() {
  const { token, account } = useRouteSearch(Route);
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  return <ConfirmApplicationPage token={token} account={account === true} signedIn={signedIn} />;
}
