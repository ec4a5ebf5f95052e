import { adoptPrerenderedStyles, prepareSystem } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { beginTakeover } from './app/renderOverPrerendered.tsx';
import { startApp } from './app/startApp.ts';

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

  // Issue 15: a landing route's index.html holds its first view, rendered at build (build/prerender.ts).
  // The first client render replaces it in one commit, so it waits for what that view needs (the frontend
  // config, the route's code; not the screen's data: its skeleton is what was pre-rendered). Rendering at
  // once would first commit the router's empty pending state over the painted page (docs/decisions.md).
  // The theme is built meanwhile, in tasks of its own rather than inside the first render's (issue 15).
  const systemReady = prepareSystem({ globalCss: !prerenderedStyles });
  if (container.hasChildNodes()) {
    const takeover = beginTakeover(container);
    void Promise.allSettled([router.load(), systemReady]).then(() => takeover.render(app));
  } else {
    void systemReady.then(() => createRoot(container).render(app));
  }
}

// Issue 15: evaluating the entry's modules is one task, ~40 ms on a fast machine and four times that on a
// phone; starting the portal (router, session, first requests) in the next task splits it in two, so the
// page answers input in between. Presses and typing meanwhile are kept (build/afterFirstPaint.js).
setTimeout(start, 0);
