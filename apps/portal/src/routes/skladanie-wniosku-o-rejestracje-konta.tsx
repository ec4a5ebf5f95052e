import { createFileRoute } from '@tanstack/react-router';
import { RegistrationApplicationPage } from '../features/application/components/RegistrationApplicationPage.tsx';
import { validateStepSearch } from '../features/application/lib/wizardSearch.ts';
import { notify } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

// applications-spec §2: the account-registration application (form 100) with its progress bar.
export const Route = createFileRoute('/skladanie-wniosku-o-rejestracje-konta')({
  validateSearch: validateStepSearch,
  component: RegistrationApplicationRoute,
});

function RegistrationApplicationRoute() {
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  const { krok } = useRouteSearch(Route);
  return <RegistrationApplicationPage signedIn={signedIn} notify={notify} step={krok} />;
}
