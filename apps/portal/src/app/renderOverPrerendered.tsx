// Performance: a landing route's index.html holds its first view, rendered at build (build/prerender.ts). Where
// it was rendered for another kind of session than the browser's (the route redirects; every other page
// is hydrated) the client's first render replaces it. It runs as a transition, so React renders in
// slices of a few milliseconds and the page keeps answering the user meanwhile (one synchronous render of
// the signed-in screens was a 0.2 s task on a fast machine, ~0.8 s on a phone). The painted markup stays until the one
// commit that swaps it; what the user typed into it up to that moment is carried into the rendered page,
// and the last button they pressed is pressed again there.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { holdPendingClick } from './carryPendingClick.ts';
import { captureTypedInput, restoreTypedInput, type TypedField } from './carryTypedInput.ts';

/** Events after which the painted page's fields may hold something new: text, focus or caret. */
const TYPING_EVENTS = ['input', 'focusin', 'focusout', 'select', 'keyup', 'pointerup'] as const;

export interface Takeover {
  /** Renders the app over the painted page, as a transition; what was typed and pressed is carried over. */
  render(app: ReactNode): Root;
}

/**
 * Starts watching the painted page as soon as the script runs (the router has still to load the route's
 * code and the config before anything renders), so nothing typed or pressed meanwhile is lost.
 */
export function beginTakeover(container: HTMLElement): Takeover {
  // The commit removes the painted fields (and their focus) before any effect runs, so the snapshot is
  // kept current while the page waits rather than taken at the end.
  let typed: TypedField[] = captureTypedInput(container);
  const track = () => {
    typed = captureTypedInput(container);
  };
  for (const type of TYPING_EVENTS) container.addEventListener(type, track, true);
  const click = holdPendingClick(container);

  let carried = false;
  const carryOver = () => {
    if (carried) return;
    carried = true;
    for (const type of TYPING_EVENTS) container.removeEventListener(type, track, true);
    restoreTypedInput(container, typed);
    click.replay();
  };

  return {
    render(app) {
      const root = createRoot(container);
      startTransition(() => root.render(<AfterCommit run={carryOver}>{app}</AfterCommit>));
      return root;
    },
  };
}

/** Runs `run` once the tree is in the document, before the browser paints it. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // A microtask: the typed values reach React's state as input events, outside React's own commit.
  useLayoutEffect(() => queueMicrotask(run), [run]);
  return children;
}
