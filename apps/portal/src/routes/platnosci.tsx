import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { invoicesQuery } from '../features/invoices/api/invoiceQueries.ts';
import { InvoicesPage } from '../features/invoices/components/InvoicesPage.tsx';
import { loadHistorySection } from '../features/invoices/components/historySectionChunk.ts';
import {
  historicalFiltersFromSearch,
  readHistoricalSearch,
  searchFromHistoricalFilters,
  type HistoricalFilters,
  type InvoicesSearch,
} from '../features/invoices/lib/historicalSearch.ts';
import { readPageParam } from '../shared/pagination/pageParam.ts';
import { notify } from '../shared/notifications/notificationStore.ts';
import { requireAuth } from '../shared/session/guards/requireAuth.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

export type { InvoicesSearch };

// portal-spec §2: invoices and payments, private.
export const Route = createFileRoute('/platnosci')({
  beforeLoad: requireAuth,
  // The historical section's page (portal-spec §2: `?page=`, 1-based; page 1 omits it), filters and sort.
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => {
    const page = readPageParam(search.page);
    return { ...(page === undefined ? {} : { page }), ...readHistoricalSearch(search) };
  },
  // Started with the screen's code, not awaited (no waterfall): the screen shows its loading state
  // at once rather than holding the navigation, and its query picks this same request up. The historical
  // section's code comes along (not in the screen's first view, but not after it either).
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(invoicesQuery).catch(() => undefined);
    void loadHistorySection().catch(() => undefined);
  },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = useRouteSearch(Route);
  const navigate = Route.useNavigate();
  const historyFilters = useMemo(() => historicalFiltersFromSearch(search), [search]);
  const onPageChange = useCallback(
    (next: number, { replace }: { replace: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  );
  // New filters or sort: one address on their first page, replacing the entry (typing must not fill the
  // browser's history).
  const onHistoryFiltersChange = useCallback(
    (next: HistoricalFilters) =>
      void navigate({ search: searchFromHistoricalFilters(next), replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <InvoicesPage
      requestedPage={search.page}
      onPageChange={onPageChange}
      historyFilters={historyFilters}
      onHistoryFiltersChange={onHistoryFiltersChange}
      notify={notify}
    />
  );
}
