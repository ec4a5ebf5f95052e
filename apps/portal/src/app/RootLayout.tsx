// The root route's component: the shell around the current screen, and the replacements of
// portal-spec §2: while the account is locked the locked-account screen replaces everything; while a single sign-on
// login runs or after it failed, the sign-on screen does. The two-factor modal opens over any screen while
// the session role is ROLE_MFA (after a login or a single sign-on).
import { Outlet, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { AuthPortsProvider } from '../features/auth/authPorts.tsx';
import { AppShell } from '../features/layout/components/AppShell.tsx';
import { FullScreenLoader } from '@portal/ui';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { authPorts } from './authPorts.ts';
import { logout } from './sessionActions.ts';
import { signedInSession } from './signedInShell.ts';
import { useRouteChangeEffects } from './useRouteChangeEffects.ts';

// The modal (dialog, focus trap) is loaded only when a second factor is asked for.
const TwoFactorModal = lazy(() =>
  import('../features/auth/components/TwoFactorModal.tsx').then((m) => ({ default: m.TwoFactorModal })),
);
// Hydration: the notification feed and the session expiry watch, only while signed in.
const SignedInSession = signedInSession.Component;
// Hydration: the screens of rare session states, loaded when one is entered (not on any first view).
const loadSessionPanels = () => import('../shared/session/components/sessionPanels.ts');
const LockedAccountPanel = lazy(() => loadSessionPanels().then((m) => ({ default: m.LockedAccountPanel })));
const SsoLoader = lazy(() => loadSessionPanels().then((m) => ({ default: m.SsoLoader })));
const SsoErrorPanel = lazy(() => loadSessionPanels().then((m) => ({ default: m.SsoErrorPanel })));

export function RootLayout() {
  useRouteChangeEffects();
  const navigate = useNavigate();
  const session = useSessionStore(
    useShallow((s) => ({
      isAuthenticated: s.isAuthenticated,
      accountLocked: s.accountLocked,
      isPdLogging: s.isPdLogging,
      isPdLoggingError: s.isPdLoggingError,
      pdLoggingErrorDescription: s.pdLoggingErrorDescription,
      secondFactorPending: s.role === 'ROLE_MFA',
    })),
  );
  // Performance: the shell's parts are drawn again only when what they show changes (AppShell.tsx), so the
  // handler they get stays the same function. The menus read the notification count themselves: read here,
  // the count's arrival after the first render drew the whole shell again (~260 components).
  const onLogout = useCallback(() => {
    void logout(() => navigate({ to: '/' }));
  }, [navigate]);

  let screen: ReactNode = <Outlet />;
  const replaced = session.accountLocked || session.isPdLogging || session.isPdLoggingError;
  if (session.accountLocked) {
    screen = <LockedAccountPanel />;
  } else if (session.isPdLogging) {
    screen = <SsoLoader />;
  } else if (session.isPdLoggingError) {
    screen = (
      <SsoErrorPanel
        errorDescription={session.pdLoggingErrorDescription}
        onBackToLogin={() => {
          useSessionStore.getState().resetPdLogging();
          void navigate({ to: '/' });
        }}
      />
    );
  }

  return (
    <AuthPortsProvider ports={authPorts}>
      <AppShell isSignedIn={session.isAuthenticated} onLogout={onLogout}>
        {replaced ? <Suspense fallback={<FullScreenLoader />}>{screen}</Suspense> : screen}
      </AppShell>
      {session.isAuthenticated ? (
        <Suspense fallback={null}>
          <SignedInSession onLogout={onLogout} />
        </Suspense>
      ) : null}
      {session.secondFactorPending && !session.accountLocked ? (
        <Suspense fallback={null}>
          <TwoFactorModal />
        </Suspense>
      ) : null}
    </AuthPortsProvider>
  );
}
