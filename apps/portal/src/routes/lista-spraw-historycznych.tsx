import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { issueListQuery } from '../features/cases/api/issueQueries.ts';
import { IssueListRoute, type SearchUpdate } from '../features/cases/components/IssueListRoute.tsx';
import { validateIssueListSearch } from '../features/cases/lib/issueListSearch.ts';
import { requireAuth } from '../shared/session/guards/requireAuth.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

// portal-spec §2: the case history list, the case list in history mode; private.
export const Route = createFileRoute('/lista-spraw-historycznych')({
  beforeLoad: requireAuth,
  validateSearch: validateIssueListSearch,
  // Started with the screen's code and not awaited: the screen shows its heading and the list's
  // shape at once, and suspends on this same request. A failure reaches the route's error screen from there.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(issueListQuery('history')).catch(() => undefined);
  },
  component: HistoryIssuesRoute,
});

function HistoryIssuesRoute() {
  const navigate = Route.useNavigate();
  const setSearch = useCallback(
    (update: SearchUpdate, { replace }: { replace: boolean }) => void navigate({ search: update, replace }),
    [navigate],
  );
  return <IssueListRoute mode="history" search={useRouteSearch(Route)} setSearch={setSearch} />;
}
