// Story decorator: a minimal memory router, for components that render a TanStack <Link>.
import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';

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
