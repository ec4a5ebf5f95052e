// The smallest page the product owner's fixed stack can make (scripts/stack-floor.mjs measures it): React
// 19, Chakra UI v3 with the portal's theme, TanStack Router and TanStack Query, rendering one heading, one
// button and one link. Whatever the portal adds to its first view comes on top of this.
import { Button, ChakraProvider, Heading, createSystem } from '@chakra-ui/react';
import { portalConfig } from '@portal/ui/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Link,
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <Link to="/">Portal</Link>
      <Outlet />
    </main>
  ),
});
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <Heading>
      Portal <Button>OK</Button>
    </Heading>
  ),
});
const router = createRouter({ routeTree: rootRoute.addChildren([home]) });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <ChakraProvider value={createSystem(portalConfig)}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </QueryClientProvider>,
);
