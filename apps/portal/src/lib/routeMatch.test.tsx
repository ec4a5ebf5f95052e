// Hydration: a screen rendered once more after the router has moved on reads the search of an address without
// a query (what the build pre-rendered it with) and no loader data or context, where Route.useSearch() and
// the like throw ("Could not find an active match") and cost React a recoverable error (#520).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouteContextData, useRouteLoaderData, useRouteSearch } from './routeMatch.ts';

// The case list's screen stands outside the router's outlet, so it is still drawn once its route has gone:
// what a concurrent render does to a leaving screen, made permanent.
function createTestRouter() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <CaseListProbe />
      </>
    ),
  });
  const caseList = createRoute({
    getParentRoute: () => root,
    path: '/lista-spraw',
    validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
    beforeLoad: () => ({ section: 'sprawy' }),
    loader: () => ({ count: 3 }),
    component: () => <h1>Lista spraw</h1>,
  });
  const invoices = createRoute({
    getParentRoute: () => root,
    path: '/platnosci',
    component: () => <h1>Płatności</h1>,
  });
  function CaseListProbe() {
    const search = useRouteSearch(caseList);
    const fromLoaded = useRouteSearch(caseList, () => ({ page: 7 }));
    const loaderData = useRouteLoaderData(caseList);
    const context = useRouteContextData(caseList);
    return (
      <p>
        sprawy: strona {search.page} ({fromLoaded.page}), {loaderData?.count ?? 'brak'},{' '}
        {context?.section ?? 'brak'}
      </p>
    );
  }
  return createRouter({
    routeTree: root.addChildren([caseList, invoices]),
    history: createMemoryHistory({ initialEntries: ['/lista-spraw?page=2'] }),
  });
}

describe('a screen reading its own route', () => {
  it("reads the route's search, loader data and context while the route is shown", async () => {
    render(<RouterProvider router={createTestRouter()} />);
    expect(await screen.findByText('sprawy: strona 2 (2), 3, sprawy')).toBeInTheDocument();
  });

  it('reads the search without a query (or the one the screen says) and nothing else, and does not throw, once the route has gone', async () => {
    const router = createTestRouter();
    render(<RouterProvider router={router} />);
    await screen.findByText('sprawy: strona 2 (2), 3, sprawy');
    await act(() => router.navigate({ to: '/platnosci' }));
    expect(await screen.findByRole('heading', { name: 'Płatności' })).toBeInTheDocument();
    expect(screen.getByText('sprawy: strona 1 (7), brak, brak')).toBeInTheDocument();
  });
});
