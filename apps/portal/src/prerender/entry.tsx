// Performance, "first paint": the build renders each pre-rendered route's first view to HTML in Node (no
// browser), with the critical CSS Chakra's emotion produced for it, and writes it into that route's
// index.html (build/prerender.ts). The tree is the portal's own (App: the real router, shell and screens),
// so the markup is the one the client's first render produces: it hydrates the page (main.tsx).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { catalog, isOnlineFormId } from '@portal/forms-generated';
import { App } from '../app/App.tsx';
import { createAppRouter } from '../app/router.ts';
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from '../features/layout/lib/cookieConsent.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { createQueryClient } from '../lib/api/queryClient.ts';
import { frontendConfigQuery } from '../lib/config/frontendConfigQuery.ts';
import { setRenderedCookies } from '../lib/cookies.ts';
import { activateLocale } from '../lib/i18n.ts';
import { prerenderFrontendConfig } from './frontendConfig.ts';
import { prerenderedSession, renderWithPrerenderedSession } from './prerenderedSession.ts';

export interface PrerenderInput {
  /** The address rendered, e.g. '/lista-spraw'. */
  url: string;
  /** Render as a signed-in customer would first see it (the shell's menu, the screen's skeleton). */
  signedIn: boolean;
  /** A returning visitor who accepted cookies (no consent banner). */
  consented: boolean;
}

export interface PrerenderOutput {
  /** The markup of #root. */
  html: string;
  /** <style data-emotion> elements with the CSS of that markup (and Chakra's global styles). */
  styles: string;
}

/**
 * The tree's markup once every lazy component in it has loaded: renderToString would write a
 * boundary still loading as one the client must render itself (the signed-in header's mobile menu, whose
 * code the first page rendered had not loaded yet), which the client's hydration reports as an error and
 * draws anew. Nothing of the view waits on data (the screens' skeletons, useBuildsFirstRender).
 */
async function renderWhole(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: AbortSignal.timeout(30_000),
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new Error('the pre-render failed', { cause: errors[0] });
  return html;
}

/**
 * The forms whose address (`/skladanie-wniosku?formularz=<id>`) opens the wizard: in the catalog, filed
 * online (a PDF form's address is its download page). Their one pre-rendered page is the wizard's skeleton,
 * the same for each (ApplicationWizardPage over a pre-rendered page); any other id gets the plain page.
 */
export function wizardFormIds(): number[] {
  return catalog.forms
    .filter((entry) => entry.mode !== 'pdf' && isOnlineFormId(entry.id))
    .map((entry) => entry.id);
}

export async function prerender({ url, signedIn, consented }: PrerenderInput): Promise<PrerenderOutput> {
  activateLocale();
  setRenderedCookies(consented ? `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}` : '');
  // No private data: the session is the neutral signed-in state (no user name), the screens render their
  // skeletons (useBuildsFirstRender), and their queries never answer at build. Zustand's hooks render a
  // store's initial state on the server (useSyncExternalStore's server snapshot), so that is the state set
  // here.
  renderWithPrerenderedSession(signedIn);
  useSessionStore.setState(prerenderedSession(signedIn));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: {
      ...queryClient.getDefaultOptions().queries,
      retry: false,
      queryFn: () => new Promise(() => {}),
    },
  });
  // The root route's loader asks for the frontend config before any screen: the build has no server, and
  // no first view reads more of it than it being there.
  queryClient.setQueryData(frontendConfigQuery.queryKey, prerenderFrontendConfig);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // The router writes its scroll restoration as an inline script into server-rendered markup: the CSP
  // (script-src 'self') would block it, and the client's own render restores the scroll anyway.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();

  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = await renderWhole(
    <CacheProvider value={cache}>
      <App router={router} queryClient={queryClient} />
    </CacheProvider>,
  );
  queryClient.clear();
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  return { html, styles };
}
