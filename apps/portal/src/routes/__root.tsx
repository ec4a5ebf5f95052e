import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootErrorScreen } from '../app/RootErrorScreen.tsx';
import { RootLayout } from '../app/RootLayout.tsx';
import { loadSignedInShell } from '../app/signedInShell.ts';
import { NotFoundScreen } from '../features/errors/components/NotFoundScreen.tsx';
import type { RouterContext } from '../app/routerContext.ts';
import { frontendConfigQuery } from '../lib/config/frontendConfigQuery.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Bootstrap (portal-spec §7): the frontend config is loaded before the first screen; a 5xx or no connection
  // then shows the error page (§8). Later navigations take it from the cache and, once it is older than
  // cacheMs (15 minutes), refresh it in the background, so a failed refresh never replaces a screen.
  // Hydration: while signed in, the shell's signed-in parts (their own chunks) are waited for beside it, so a
  // signed-in screen never draws without its menu (app/signedInShell.ts). A failed load is left to the
  // shell's own boundary rather than failing every route.
  loader: async ({ context }) => {
    const signedInShell = useSessionStore.getState().isAuthenticated
      ? loadSignedInShell().catch(() => undefined)
      : undefined;
    const config = await context.queryClient.ensureQueryData({
      ...frontendConfigQuery,
      revalidateIfStale: true,
    });
    await signedInShell;
    return config;
  },
  component: RootLayout,
  errorComponent: RootErrorScreen,
  // portal-spec §2: any other path is the 404 page, inside the shell.
  notFoundComponent: NotFoundScreen,
});
