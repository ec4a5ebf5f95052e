import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { invoicesQuery } from '../features/invoices/api/invoiceQueries.ts';
import { InvoicesPage } from '../features/invoices/components/InvoicesPage.tsx';
import { readPageParam } from '../features/invoices/lib/paging.ts';
import { notify } from '../features/notifications/stores/notificationStore.ts';
import { requireAuth } from '../features/session/guards/requireAuth.ts';

export interface InvoicesSearch {
  /** The historical section's page (portal-spec §2: `?page=`, 1-based; page 1 omits it). */
  page?: number;
}

// portal-spec §2: invoices and payments, private.
export const Route = createFileRoute('/platnosci')({
  beforeLoad: requireAuth,
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => {
    const page = readPageParam(search.page);
    return page === undefined ? {} : { page };
  },
  // Started with the screen's code, not awaited (issue 15: no waterfall): the screen shows its loading state
  // at once rather than holding the navigation, and its query picks this same request up.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(invoicesQuery).catch(() => undefined);
  },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback(
    (next: number, { replace }: { replace: boolean }) =>
      void navigate({ search: next > 1 ? { page: next } : {}, replace, resetScroll: false }),
    [navigate],
  );
  return <InvoicesPage requestedPage={page} onPageChange={onPageChange} notify={notify} />;
}
