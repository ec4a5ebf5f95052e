import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UiProvider, type PrerenderedStyles } from '@portal/ui';
import { i18n } from '../lib/i18n.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import type { AppRouter } from './router.ts';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** A pre-rendered page's styles, adopted from the page (main.tsx). */
  prerenderedStyles?: PrerenderedStyles | null;
}

export function App({ router, queryClient, prerenderedStyles }: AppProps) {
  return (
    <UiProvider i18n={i18n} prerenderedStyles={prerenderedStyles}>
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </QueryClientProvider>
    </UiProvider>
  );
}
