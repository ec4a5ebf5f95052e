import { createFileRoute } from '@tanstack/react-router';
import { ApplicationWizardPage } from '../features/application/components/ApplicationWizardPage.tsx';
import { validateWizardSearch } from '../features/application/lib/wizardSearch.ts';
import { notify } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { catalog } from '@portal/forms-generated';
import { useRouteSearch } from '../lib/routeMatch.ts';
import { searchAtLoadedAddress } from '../lib/loadedAddress.ts';

// applications-spec §2: the submit page (visitor or signed in), the wizard's step in the address.
export const Route = createFileRoute('/skladanie-wniosku')({
  validateSearch: validateWizardSearch,
  component: SubmitApplicationRoute,
});

function SubmitApplicationRoute() {
  // Its first view depends on the query: a leaving screen hydrates the one of the address loaded.
  const search = useRouteSearch(Route, searchAtLoadedAddress);
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  return <ApplicationWizardPage catalog={catalog} search={search} signedIn={signedIn} notify={notify} />;
}
