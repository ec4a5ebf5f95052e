// Renders a component inside the UI provider and a minimal memory router, for components that use <Link>.
import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

export async function renderWithRouter(element: ReactElement): Promise<RenderResult> {
  const root = createRootRoute({ component: () => element });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(
    <UiProvider i18n={i18n}>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  await screen.findByRole('link', { name: /^Portal Klienta/ }).catch(() => undefined);
  return result;
}
