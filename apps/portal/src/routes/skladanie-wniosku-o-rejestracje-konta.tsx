import { createFileRoute } from '@tanstack/react-router';
import { RegistrationApplicationPage } from '../features/application/components/RegistrationApplicationPage.tsx';
import { notify } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

// applications-spec §2: the account-registration application (form 100) with its progress bar.
export const Route = createFileRoute('/skladanie-wniosku-o-rejestracje-konta')({
  component: RegistrationApplicationRoute,
});

function RegistrationApplicationRoute() {
  const signedIn = useSessionStore((s) => s.isAuthenticated);
  return <RegistrationApplicationPage signedIn={signedIn} notify={notify} />;
}
