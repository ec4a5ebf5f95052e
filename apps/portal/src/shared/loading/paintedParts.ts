// Parts of a pre-rendered page whose code is a chunk of its own (below the fold, kept out of the first view's
// weight) are painted with the page all the same. Were the page hydrated before their chunk is in, React
// would leave each such part unhydrated until it comes, and a click on it meanwhile would be dropped: React
// cannot hydrate a part at once without its code, and the painted page stops holding clicks when hydration
// begins (app/carryPendingClick.ts). So the page's hydration waits for them: their load starts with the
// route's own module, which the router loads before hydration anyway.
import type { ComponentType } from 'react';
import { lazyPreloaded } from '../../lib/lazyPreloaded.tsx';

const painted = new Set<Promise<unknown>>();

/**
 * A painted part whose code is a chunk of its own: its load starts now, the page's hydration waits for it,
 * and once it is in the part draws without suspending (lib/lazyPreloaded.tsx).
 */
export function paintedLazy<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = lazyPreloaded(importComponent);
  painted.add(part.load());
  return part.Component;
}

/** Settles once every painted part registered so far has loaded (or failed to: the part then suspends). */
export function paintedPartsLoaded(): Promise<unknown> {
  return Promise.allSettled([...painted]);
}
