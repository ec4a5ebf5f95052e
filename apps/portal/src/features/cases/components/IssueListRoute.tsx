// The case lists' address: page and filters live in the route's search, so back, reload and a
// shared link keep them. Both list routes bind it to their own route's search and navigation.
import { useCallback, useMemo } from 'react';
import type { IssueListMode } from '../api/issueQueries.ts';
import type { IssueFilters } from '../lib/filterState.ts';
import { filtersFromSearch, searchFromFilters, type IssueListSearch } from '../lib/issueListSearch.ts';
import { IssueListScreen } from './IssueListScreen.tsx';

export type SearchUpdate = (prev: IssueListSearch) => IssueListSearch;

export function IssueListRoute({
  mode,
  search,
  setSearch,
}: {
  mode: IssueListMode;
  search: IssueListSearch;
  setSearch: (update: SearchUpdate, options: { replace: boolean }) => void;
}) {
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const onPageChange = useCallback(
    (next: number, { replace }: { replace: boolean }) =>
      setSearch((prev) => ({ ...prev, page: next > 1 ? next : undefined }), { replace }),
    [setSearch],
  );
  // A filter change is one address: the new filters on their first page, replacing the entry (typing in the
  // address search must not fill the browser's history).
  const onFiltersChange = useCallback(
    (next: IssueFilters) => setSearch(() => searchFromFilters(next), { replace: true }),
    [setSearch],
  );
  return (
    <IssueListScreen
      mode={mode}
      search={search}
      requestedPage={search.page}
      filters={filters}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
    />
  );
}
