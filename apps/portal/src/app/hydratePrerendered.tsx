// Hydration: a visitor's pre-rendered page (build/prerender.ts) is hydrated, not replaced: React attaches to
// the painted elements, so what was typed into them, the focus, the caret and the scroll stay where they
// are, and nothing is drawn twice. Until hydration begins (the router loads the config and the route's code
// first) the painted buttons are held as before (app/carryPendingClick.ts); from then on React's own events
// act on them: a press during hydration makes React finish it at once and then handles the press.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { holdPendingClick } from './carryPendingClick.ts';
import { takeTypedInput } from './carryTypedInput.ts';

export interface Hydration {
  /** Hydrates the painted page with the app (as a transition); what was typed and pressed is acted on. */
  hydrate(app: ReactNode): Root;
  /**
   * Renders the app over the painted page instead, in one commit (as app/renderOverPrerendered.tsx), for
   * when the page the app now renders is not the painted one: the session changed before hydration could
   * begin (the server rejected the stored one, or restored one the browser had forgotten), so the route
   * redirects. Hydrating would meet other markup (React's hydration error, then a client render anyway).
   * The held presses are made again on the rendered page where they match a button there.
   */
  replace(app: ReactNode): Root;
}

/**
 * The painted submit buttons are plain buttons, so that a press before the script ran submitted nothing
 * natively (build/prerender.ts withoutNativeSubmit). The client renders them as submit buttons: they are
 * made so again before hydration, so the markup is the one React renders (Enter in a field submits again).
 */
export function restoreSubmitButtons(container: ParentNode): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('button[data-submit]')) {
    button.type = 'submit';
    button.removeAttribute('data-submit');
  }
}

/** Starts holding the painted page's presses as soon as the script runs, until `hydrate`. */
export function beginHydration(container: HTMLElement): Hydration {
  const clicks = holdPendingClick(container);
  return {
    hydrate(app) {
      restoreSubmitButtons(container);
      const replayClicks = clicks.release();
      let hydrated = false;
      const afterHydration = () => {
        if (hydrated) return;
        hydrated = true;
        takeTypedInput(container);
        replayClicks();
      };
      let root: Root | undefined;
      // A transition: React hydrates in slices of a few milliseconds and the page answers meanwhile.
      startTransition(() => {
        root = hydrateRoot(container, <AfterHydration run={afterHydration}>{app}</AfterHydration>);
      });
      return root!;
    },
    replace(app) {
      const root = createRoot(container);
      startTransition(() => root.render(<AfterHydration run={() => clicks.replay()}>{app}</AfterHydration>));
      return root;
    },
  };
}

/** Runs `run` once the tree is hydrated (or rendered), before the browser paints. */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  // A microtask: the typed values reach React's state as input events, outside React's own commit, and
  // after the event that may have made React finish hydrating at once.
  useLayoutEffect(() => queueMicrotask(run), [run]);
  return children;
}
