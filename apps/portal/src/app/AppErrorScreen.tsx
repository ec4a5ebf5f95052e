// The error page with what it needs from the session and the config, for the router's error components
// and the outermost error boundary.
import type { FrontendConfig } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { FullScreenLoader } from '@portal/ui';
import { Suspense } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LazyErrorScreen } from '../features/errors/components/lazyErrorPages.tsx';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { frontendConfigQuery } from '../lib/config/frontendConfigQuery.ts';
import { logout } from './sessionActions.ts';

export function AppErrorScreen({ error }: { error: unknown }) {
  const queryClient = useQueryClient();
  const config: FrontendConfig | undefined = queryClient.getQueryData(frontendConfigQuery.queryKey);
  const { userName, isAuthenticated } = useSessionStore(
    useShallow((s) => ({ userName: s.userName, isAuthenticated: s.isAuthenticated })),
  );
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LazyErrorScreen
        error={error}
        userName={userName}
        isSignedIn={isAuthenticated}
        onLogout={() => {
          // A full load of the login page: after an error the app starts from a clean state.
          void logout(() => window.location.assign('/'));
        }}
        {...(config ? { reportMaxLength: config.errorReportMaxLength } : {})}
      />
    </Suspense>
  );
}
