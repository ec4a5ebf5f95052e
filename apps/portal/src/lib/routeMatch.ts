// Hydration: how a screen reads its own route's search, loader data or context. Route.useSearch() and the like
// throw once the route's match has gone ("Invariant failed: Could not find an active match"). The router drops
// a leaving route's match as it moves on, and React can still render the leaving screen once after that: a
// header link pressed on the painted page is made again as soon as the shell has hydrated, while the screen's
// own Suspense boundary is still hydrating. The throw then cost a recoverable error and a render of the whole
// root anew (React error #520), which made the signed-in first-paint journeys flaky.
//
// Read through these instead. A leaving screen's render is never shown, but it may be hydrated: its markup
// must then be the pre-rendered one (build/prerender.ts renders each page at its address without a query),
// so the search falls back to the route's search for an address without a query, what the build rendered
// with; a route whose first view depends on its query (the wizard with a form open) says what instead
// (loadedAddress.ts). Loader data and context, which no pre-rendered screen reads, are undefined then,
// and the screen draws nothing.
import { useMatch, type AnyRoute } from '@tanstack/react-router';

type RouteTypes<TRoute extends AnyRoute> = TRoute['types'];

interface OwnMatch {
  search: unknown;
  loaderData?: unknown;
  context: unknown;
}

function useOwnMatch<TSelected>(
  route: AnyRoute,
  select: (match: OwnMatch) => TSelected,
): TSelected | undefined {
  // `from` the route's own id: its match by route, never the nearest one.
  return useMatch({ from: route.id as never, shouldThrow: false, select: select as never }) as
    TSelected | undefined;
}

/** The route's search for an address without a query, as its validateSearch makes it. */
function searchWithoutQuery(route: AnyRoute): unknown {
  const validate: unknown = route.options.validateSearch;
  return typeof validate === 'function' ? (validate as (search: object) => unknown)({}) : {};
}

/**
 * The route's validated search; once its match has gone, `whenGone`'s: by default its search for an
 * address without a query.
 */
export function useRouteSearch<TRoute extends AnyRoute>(
  route: TRoute,
  whenGone: (route: AnyRoute) => unknown = searchWithoutQuery,
): RouteTypes<TRoute>['fullSearchSchema'] {
  const search = useOwnMatch(route, (match) => match.search);
  return (search ?? whenGone(route)) as RouteTypes<TRoute>['fullSearchSchema'];
}

/** What the route's loader returned, or undefined once its match has gone. */
export function useRouteLoaderData<TRoute extends AnyRoute>(
  route: TRoute,
): RouteTypes<TRoute>['loaderData'] | undefined {
  return useOwnMatch(route, (match) => match.loaderData as RouteTypes<TRoute>['loaderData']);
}

/** The route's context (beforeLoad's return beside the router's), or undefined once its match has gone. */
export function useRouteContextData<TRoute extends AnyRoute>(
  route: TRoute,
): RouteTypes<TRoute>['allContext'] | undefined {
  return useOwnMatch(route, (match) => match.context as RouteTypes<TRoute>['allContext']);
}
