// Hydration: a signed-in page's pre-render holds the shell and the screen's skeleton (no customer data exists
// at build), and the client hydrates it. The screen's data may already be in the query cache by then (the
// route's loader asks for them before the route's code arrives, so there is no request waterfall), and
// TanStack Query reads the cache for React's server snapshot too: a screen rendering what it has would
// render data where the page holds its skeleton, a hydration mismatch. So a screen's first render over the
// build's markup is the build's (the skeleton), and the data arrive into the hydrated page in a transition
// right after. Every signed-in screen chooses skeleton or content through this module.
import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => undefined;
const onClient = () => false;
const asServer = () => true;

/**
 * True while this component's render must be the build's: in the pre-render, and on the client while it
 * hydrates the pre-rendered markup (React reads a store's server snapshot in both, also in a Suspense
 * boundary hydrated later than the root), then false after a transition. A component mounted by the client
 * outside hydration (a navigation, a page without pre-render) reads false from its first render.
 */
export function useBuildsFirstRender(): boolean {
  const hydrating = useSyncExternalStore(subscribeNever, onClient, asServer);
  const [asBuilt, setAsBuilt] = useState(hydrating);
  useEffect(() => {
    // A transition: rendering the screen with its data runs in slices, and the hydrated page (its
    // skeleton) stays on screen until that render is ready.
    if (asBuilt) startTransition(() => setAsBuilt(false));
  }, [asBuilt]);
  return asBuilt;
}

/**
 * The screen's skeleton while its data load (`children` suspend on them) and whenever its render must be
 * the build's (useBuildsFirstRender). The boundary stays the same across both, so after hydration the
 * hydrated skeleton stays on screen until the content is ready to replace it.
 */
export function SkeletonUntilLoaded({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const asBuilt = useBuildsFirstRender();
  return <Suspense fallback={skeleton}>{asBuilt ? skeleton : children}</Suspense>;
}
