import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { FullScreenLoader } from '@portal/ui';
import { routeTree } from '../routeTree.gen.ts';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** A memory history in tests; the browser's by default. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorScreen,
    defaultPendingComponent: FullScreenLoader,
    defaultPendingMs: 400,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
