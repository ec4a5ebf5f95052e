// portal-spec §2 Header: the Notifications badge counts the issue notifications, which GET /api/issues
// answers (`notifications`). While signed in, the open-case list is fetched into the query cache (the
// case list screens share it) and every case-list answer's count is fed to the notification store the
// header reads. When the session ends, the count and the case-list filters are reset, so the next user of
// the browser starts clean. (A cache subscription rather than useQuery: the query observer would add
// ~5 KB gzip to the first view of '/', quality-bar "JS for the first view".)
import type { IssueListResponse } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { issueKeys, issueListQuery } from '../features/cases/api/issueQueries.ts';
import { resetIssueFilters } from '../features/cases/stores/issueFiltersStore.ts';
import { useNotificationStore } from '../shared/notifications/notificationStore.ts';

function isIssueListKey(key: readonly unknown[]): boolean {
  return key[0] === issueKeys.all[0] && key[1] === 'list';
}

export function useIssueNotificationsFeed(isAuthenticated: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const setCount = useNotificationStore.getState().setIssuesNotification;
    if (!isAuthenticated) {
      setCount(0);
      resetIssueFilters();
      return undefined;
    }
    const cached = queryClient.getQueryData(issueListQuery('open').queryKey);
    if (cached) setCount(cached.notifications);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!isIssueListKey(event.query.queryKey)) return;
      const data = event.query.state.data as IssueListResponse | undefined;
      if (data) useNotificationStore.getState().setIssuesNotification(data.notifications);
    });
    // Errors are left to the screens (and a 401 to the shell); the badge just keeps its count.
    void queryClient.prefetchQuery(issueListQuery('open'));
    return unsubscribe;
  }, [isAuthenticated, queryClient]);
}
