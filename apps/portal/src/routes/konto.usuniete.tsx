import { createFileRoute } from '@tanstack/react-router';
import { AccountClosedPage } from '../features/auth/settings/AccountClosedPage.tsx';

// Data lifecycle: after "Usuń konto w portalu" (visitor: the session has ended).
export const Route = createFileRoute('/konto/usuniete')({
  component: AccountClosedPage,
});
