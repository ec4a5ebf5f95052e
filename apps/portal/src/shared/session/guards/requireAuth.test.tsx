// portal-spec §2: private routes send an unauthenticated user to login and remember the origin location.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore, useSessionStore } from '../stores/sessionStore.ts';
import { requireAuth } from './requireAuth.ts';
import { safeRedirectPath } from './safeRedirectPath.ts';

// A stand-in tree: the login route and one private route guarded like the real ones will be.
function createTestRouter(initialPath: string) {
  const root = createRootRoute({ component: Outlet });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (search: Record<string, unknown>) => ({ redirect: safeRedirectPath(search.redirect) }),
    component: () => <h1>Logowanie</h1>,
  });
  const cases = createRoute({
    getParentRoute: () => root,
    path: '/lista-spraw',
    beforeLoad: requireAuth,
    component: () => <h1>Lista spraw</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([login, cases]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
}

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

describe('requireAuth', () => {
  it('sends an anonymous user to login with the origin in ?redirect', async () => {
    const router = createTestRouter('/lista-spraw?page=2');
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const login = router.state.matches.find((match) => match.routeId === '/');
    expect(login?.search).toEqual({ redirect: '/lista-spraw?page=2' });
  });

  it('replaces the history entry, so Back does not return to the guarded page', async () => {
    const router = createTestRouter('/lista-spraw');
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Logowanie' });
    expect(router.history.length).toBe(1);
  });

  it('lets a signed-in user through', async () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    const router = createTestRouter('/lista-spraw');
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Lista spraw' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lista-spraw');
  });
});
