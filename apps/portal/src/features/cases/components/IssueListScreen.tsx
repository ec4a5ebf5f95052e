// The case list screens' data: GET /api/issues (history=true in history mode), loaded by the route before
// the screen shows, and the filters kept per mode while the user opens cases.
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { issueListQuery, type IssueListMode } from '../api/issueQueries.ts';
import type { IssueFilters } from '../lib/issueFilters.ts';
import { useIssueFiltersStore } from '../stores/issueFiltersStore.ts';
import { IssueListView } from './IssueListView.tsx';

export interface IssueListScreenProps {
  mode: IssueListMode;
  requestedPage: number | undefined;
  onPageChange: (page: number, options: { replace: boolean }) => void;
}

export function IssueListScreen({ mode, requestedPage, onPageChange }: IssueListScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(mode === 'history' ? t`Historia spraw` : t`Twoje sprawy`);
  const { data } = useSuspenseQuery(issueListQuery(mode));
  const filters = useIssueFiltersStore((state) => state.filters[mode]);
  const setFilters = useIssueFiltersStore((state) => state.setFilters);
  const onFiltersChange = useCallback((next: IssueFilters) => setFilters(mode, next), [mode, setFilters]);
  return (
    <IssueListView
      mode={mode}
      data={data}
      filters={filters}
      onFiltersChange={onFiltersChange}
      requestedPage={requestedPage}
      onPageChange={onPageChange}
    />
  );
}
