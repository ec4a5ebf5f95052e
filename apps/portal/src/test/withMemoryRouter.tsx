// Story decorator: a minimal memory router, for components that render a TanStack <Link>.
import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';

function MemoryRouter({ Story }: { Story: ComponentType }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return <RouterProvider router={router} />;
}

export const withMemoryRouter: Decorator = (Story) => <MemoryRouter Story={Story} />;

/** The same minimal memory router around any element (component tests); it renders after the router loads. */
export function InMemoryRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter Story={() => <>{children}</>} />;
}
