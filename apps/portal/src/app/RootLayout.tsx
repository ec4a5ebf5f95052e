// The root route's component: the shell around the current screen, and the replacements of portal-spec
// §2: while the account is locked the locked-account screen replaces everything; while a single sign-on
// login runs or after it failed, the sign-on screen does.
import { Outlet, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AppShell } from '../features/layout/components/AppShell.tsx';
import { LockedAccountPanel } from '../features/session/components/LockedAccountPanel.tsx';
import { SsoErrorPanel } from '../features/session/components/SsoErrorPanel.tsx';
import { useNotificationStore } from '../features/notifications/stores/notificationStore.ts';
import { SsoLoader } from '../features/session/components/SsoLoader.tsx';
import { useSessionStore } from '../features/session/stores/sessionStore.ts';
import { signOutLocally } from './sessionActions.ts';
import { useRouteChangeEffects } from './useRouteChangeEffects.ts';

export function RootLayout() {
  useRouteChangeEffects();
  const navigate = useNavigate();
  const session = useSessionStore(
    useShallow((s) => ({
      isAuthenticated: s.isAuthenticated,
      accountLocked: s.accountLocked,
      isPdLogging: s.isPdLogging,
      isPdLoggingError: s.isPdLoggingError,
    })),
  );
  const notificationCount = useNotificationStore((s) => s.issuesNotification);

  const onLogout = () => {
    void navigate({ to: '/' }).then(() => signOutLocally());
  };

  let screen: ReactNode = <Outlet />;
  if (session.accountLocked) {
    screen = <LockedAccountPanel />;
  } else if (session.isPdLogging) {
    screen = <SsoLoader />;
  } else if (session.isPdLoggingError) {
    screen = (
      <SsoErrorPanel
        onBackToLogin={() => {
          useSessionStore.getState().resetPdLogging();
          void navigate({ to: '/' });
        }}
      />
    );
  }

  return (
    <AppShell isSignedIn={session.isAuthenticated} notificationCount={notificationCount} onLogout={onLogout}>
      {screen}
    </AppShell>
  );
}
