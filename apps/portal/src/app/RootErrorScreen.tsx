// The root route's error component: a failed bootstrap (GET /api/config/frontend answering 5xx, or no
// connection) or an error in the layout itself. It replaces the root layout, so it draws the shell.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { AppShell } from '../features/layout/components/AppShell.tsx';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { AppErrorScreen } from './AppErrorScreen.tsx';
import { logout } from './sessionActions.ts';

export function RootErrorScreen({ error }: ErrorComponentProps) {
  const { isAuthenticated } = useSessionStore(useShallow((s) => ({ isAuthenticated: s.isAuthenticated })));
  return (
    <AppShell
      isSignedIn={isAuthenticated}
      onLogout={() => {
        // A full load of the login page: after an error the app starts from a clean state.
        void logout(() => window.location.assign('/'));
      }}
    >
      <AppErrorScreen error={error} />
    </AppShell>
  );
}
