// Issue 30: how a screen reads its own route's search, loader data or context. Route.useSearch() and the like
// throw once the route's match has gone ("Invariant failed: Could not find an active match"). The router drops
// a leaving route's match as it moves on, before React has unmounted that route's screen, and a concurrent
// render can still reach the screen once in between (a header click made before hydration, a screen whose
// chunk arrives late): the throw then costs a recoverable error and a synchronous re-render of the whole root
// (React error #520), which made the signed-in first-paint journeys flaky. Read through these instead, the
// value is undefined once the match has gone and the screen renders nothing: that render is never shown.
import { useMatch, type AnyRoute } from '@tanstack/react-router';

type RouteTypes<TRoute extends AnyRoute> = TRoute['types'];

function useOwnMatch<TSelected>(
  route: AnyRoute,
  select: (match: OwnMatch) => TSelected,
): TSelected | undefined {
  // `from` with the route's own id: the match by route, never the nearest one (which may be the next route's).
  return useMatch({ from: route.id as never, shouldThrow: false, select: select as never }) as
    TSelected | undefined;
}

interface OwnMatch {
  search: unknown;
  loaderData?: unknown;
  context: unknown;
}

/** The route's validated search, or undefined once its match has gone. */
export function useRouteSearch<TRoute extends AnyRoute>(
  route: TRoute,
): RouteTypes<TRoute>['fullSearchSchema'] | undefined {
  return useOwnMatch(route, (match) => match.search as RouteTypes<TRoute>['fullSearchSchema']);
}

/** What the route's loader returned, or undefined once its match has gone (or before the loader ends). */
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
