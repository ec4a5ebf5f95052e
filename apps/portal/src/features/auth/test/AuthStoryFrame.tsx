// Story decorator for the accounts screens: a fresh query client, the fake ports and a memory router
// (the screens use <Link> and navigate).
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';
import { AuthPortsProvider } from '../authPorts.tsx';
import type { FakeAuthPorts } from './fakeAuthPorts.ts';

function Frame({ Story, fake }: { Story: ComponentType; fake: FakeAuthPorts }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthPortsProvider ports={fake.ports}>
        <RouterProvider router={router} />
      </AuthPortsProvider>
    </QueryClientProvider>
  );
}

/** Renders the story with the given fake ports (create them in the story's module to assert on them). */
export function withAuthFrame(fake: () => FakeAuthPorts): Decorator {
  return (Story) => <Frame Story={Story} fake={fake()} />;
}
