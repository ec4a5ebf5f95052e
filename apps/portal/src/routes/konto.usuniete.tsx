import { createFileRoute } from '@tanstack/react-router';
import { AccountClosedPage } from '../features/auth/settings/AccountClosedPage.tsx';

// Issue #28: after "Usuń konto w portalu" (visitor: the session has ended).
export const Route = createFileRoute('/konto/usuniete')({
  component: AccountClosedPage,
});
