import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { issueListQuery } from '../features/cases/api/issueQueries.ts';
import { IssueListScreen } from '../features/cases/components/IssueListScreen.tsx';
import type { IssueFilters } from '../features/cases/lib/filterState.ts';
import {
  filtersFromSearch,
  searchFromFilters,
  validateIssueListSearch,
} from '../features/cases/lib/paging.ts';
import { requireAuth } from '../features/session/guards/requireAuth.ts';

// portal-spec §2: the case history list, the case list in history mode; private.
export const Route = createFileRoute('/lista-spraw-historycznych')({
  beforeLoad: requireAuth,
  validateSearch: validateIssueListSearch,
  // Started with the screen's code and not awaited (issue 15): the screen shows its heading and the list's
  // shape at once, and suspends on this same request. A failure reaches the route's error screen from there.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(issueListQuery('history')).catch(() => undefined);
  },
  component: HistoryIssuesRoute,
});

function HistoryIssuesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const onPageChange = useCallback(
    (next: number, { replace }: { replace: boolean }) =>
      void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), replace }),
    [navigate],
  );
  // A filter change is one address: the new filters on their first page, replacing the entry (typing in the
  // address search must not fill the browser's history).
  const onFiltersChange = useCallback(
    (next: IssueFilters) => void navigate({ search: searchFromFilters(next), replace: true }),
    [navigate],
  );
  return (
    <IssueListScreen
      mode="history"
      search={search}
      requestedPage={search.page}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
    />
  );
}
