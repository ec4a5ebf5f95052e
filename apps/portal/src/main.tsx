import { adoptPrerenderedStyles, prepareSystem } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { beginHydration } from './app/hydratePrerendered.tsx';
import { beginTakeover } from './app/renderOverPrerendered.tsx';
import { preloadErrorPages } from './features/errors/components/lazyErrorPages.tsx';
import { startApp } from './app/startApp.ts';
import { renderWithPrerenderedSession } from './prerender/prerenderedSession.ts';
import { paintedPartsLoaded } from './shared/loading/paintedParts.ts';
import { useSessionStore } from './shared/session/stores/sessionStore.ts';

function start() {
  const { router, queryClient } = startApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A pre-rendered page holds its styles already: the portal's emotion cache adopts them where they are.
  const prerenderedStyles = adoptPrerenderedStyles();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} prerenderedStyles={prerenderedStyles} />
    </StrictMode>
  );

  // Performance: a landing route's index.html holds its first view, rendered at build (build/prerender.ts).
  // The first client render waits for what that view needs (the frontend config, the route's code; not the
  // screen's data: its skeleton is what was pre-rendered). Rendering at once would first commit the
  // router's empty pending state over the painted page (docs/decisions.md).
  // The theme is built meanwhile, in tasks of its own rather than inside the first render's.
  const systemReady = prepareSystem({ globalCss: !prerenderedStyles });
  const ready = () => Promise.allSettled([router.load(), systemReady]);
  const prerenderedFor = container.getAttribute('data-prerendered-for');
  const signedIn = useSessionStore.getState().isAuthenticated;
  if (!container.hasChildNodes()) {
    void systemReady.then(() => createRoot(container).render(app));
  } else if (prerenderedFor === (signedIn ? 'customer' : 'visitor')) {
    // Hydration: a page rendered for whom the browser's session says is hydrated. Its first render is the
    // build's: the neutral session (the client's own follows at once), the router's server-rendered
    // structure, and a signed-in screen's skeleton even where its data came first (useBuildsFirstRender:
    // they arrive into the hydrated page right after).
    const hydration = beginHydration(container);
    renderWithPrerenderedSession(signedIn);
    // The painted parts whose code is a chunk of their own are hydrated with the rest (a press on one
    // before its code is in would be dropped): their loads start with the route's module.
    void ready()
      .then(paintedPartsLoaded)
      .then(() => {
        // The server rejected the stored session (or restored a forgotten one) while the route loaded: the
        // route now redirects, and its page is not the painted one, so it replaces it rather than hydrate
        // other markup.
        if (useSessionStore.getState().isAuthenticated !== signedIn) {
          hydration.replace(app);
          return;
        }
        router.ssr = { manifest: undefined };
        hydration.hydrate(app);
      });
  } else {
    // A visitor's page for a browser that holds a session, or a customer's skeleton for one that holds
    // none: the route redirects, so the page is replaced in one commit.
    const takeover = beginTakeover(container);
    void ready().then(() => takeover.render(app));
  }
  preloadErrorPages();
}

// Performance: evaluating the entry's modules is one task, ~40 ms on a fast machine and four times that on a
// phone; starting the portal (router, session, first requests) in the next task splits it in two, so the
// page answers input in between. Presses and typing meanwhile are kept (build/afterFirstPaint.js).
setTimeout(start, 0);
