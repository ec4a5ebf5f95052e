// The case list screens' data: GET /api/issues (history=true in history mode), started by the route's
// loader as the screen's code loads (no waterfall); the heading and the list's shape show at once
// and the list as soon as the answer is there. The page and the filters are the route's address;
// the last one of each mode is remembered for the case's "back to the list" link. The heading stays one
// element from the pre-rendered page to the list (hydrated, then the list arrives below it).
import { useLingui } from '@lingui/react/macro';
import { Page } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { SkeletonUntilLoaded } from '../../../shared/loading/buildsFirstRender.tsx';
import { issueListQuery, type IssueListMode } from '../api/issueQueries.ts';
import type { IssueFilters } from '../lib/issueFilters.ts';
import { useIssueListSearchStore } from '../stores/issueFiltersStore.ts';
import type { IssueListSearch } from '../lib/issueListSearch.ts';
import { IssueListLoading } from './IssueListLoading.tsx';
import { IssueListHeading, IssueListResults } from './IssueListView.tsx';

export interface IssueListScreenProps {
  mode: IssueListMode;
  /** The route's query, as validated (validateIssueListSearch). */
  search: IssueListSearch;
  requestedPage: number | undefined;
  filters: IssueFilters;
  onFiltersChange: (filters: IssueFilters) => void;
  onPageChange: (page: number, options: { replace: boolean }) => void;
}

export function IssueListScreen(props: IssueListScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(props.mode === 'history' ? t`Historia spraw` : t`Twoje sprawy`);
  return (
    <Page>
      <IssueListHeading mode={props.mode} />
      <SkeletonUntilLoaded skeleton={<IssueListLoading />}>
        <IssueList {...props} />
      </SkeletonUntilLoaded>
    </Page>
  );
}

function IssueList({
  mode,
  search,
  requestedPage,
  filters,
  onFiltersChange,
  onPageChange,
}: IssueListScreenProps) {
  const { data } = useSuspenseQuery(issueListQuery(mode));
  const remember = useIssueListSearchStore((state) => state.remember);
  useEffect(() => remember(mode, search), [mode, search, remember]);
  return (
    <IssueListResults
      mode={mode}
      data={data}
      filters={filters}
      onFiltersChange={onFiltersChange}
      requestedPage={requestedPage}
      onPageChange={onPageChange}
    />
  );
}
