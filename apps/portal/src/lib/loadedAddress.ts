// Hydration: the wizard's first view depends on its query (a form open in `?formularz=` is pre-rendered as
// the wizard's skeleton, build/prerender.ts), so a render of its screen after its route's match has gone
// (a header link pressed on the painted page, made again once the shell has hydrated, while the screen's
// own Suspense boundary is still hydrating: routeMatch.ts) must hydrate the page painted for the address
// the page was loaded at, not the one without a query (the wizard's first step over the painted skeleton:
// React #418). Apart from routeMatch.ts, which every route's first view carries.
import type { AnyRoute } from '@tanstack/react-router';

/**
 * The query of the address the page was loaded at: the browser's navigation entry keeps it, whatever the
 * router did since. Empty where it is not known.
 */
export function loadedQuery(): string {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return navigation ? new URL(navigation.name).search : '';
}

/**
 * The route's search at the address the page was loaded at, as its validateSearch makes it from the
 * query's strings (the router's own parse turns `24` into a number first: a validator that takes both, as
 * the wizard's does, gives the same search).
 */
export function searchAtLoadedAddress(route: AnyRoute): unknown {
  const validate: unknown = route.options.validateSearch;
  const query = Object.fromEntries(new URLSearchParams(loadedQuery()));
  return typeof validate === 'function' ? (validate as (search: object) => unknown)(query) : {};
}
