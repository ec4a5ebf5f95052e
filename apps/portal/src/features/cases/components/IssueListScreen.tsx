// The case list screens' data: GET /api/issues (history=true in history mode), started by the route's
// loader as the screen's code loads (issue 15: no waterfall); the heading and the list's shape show at once
// and the list as soon as the answer is there. The filters are kept per mode while the user opens cases.
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { issueListQuery, type IssueListMode } from '../api/issueQueries.ts';
import type { IssueFilters } from '../lib/issueFilters.ts';
import { useIssueFiltersStore } from '../stores/issueFiltersStore.ts';
import { IssueListLoading } from './IssueListLoading.tsx';
import { IssueListView } from './IssueListView.tsx';

export interface IssueListScreenProps {
  mode: IssueListMode;
  requestedPage: number | undefined;
  onPageChange: (page: number, options: { replace: boolean }) => void;
}

export function IssueListScreen(props: IssueListScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(props.mode === 'history' ? t`Historia spraw` : t`Twoje sprawy`);
  return (
    <Suspense fallback={<IssueListLoading mode={props.mode} />}>
      <IssueList {...props} />
    </Suspense>
  );
}

function IssueList({ mode, requestedPage, onPageChange }: IssueListScreenProps) {
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
