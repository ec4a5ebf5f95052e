import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { issueListQuery } from '../features/cases/api/issueQueries.ts';
import { IssueListScreen } from '../features/cases/components/IssueListScreen.tsx';
import { pageSearch, validateIssueListSearch } from '../features/cases/lib/paging.ts';
import { requireAuth } from '../features/session/guards/requireAuth.ts';

// portal-spec §2: the case list (open cases), private.
export const Route = createFileRoute('/lista-spraw/')({
  beforeLoad: requireAuth,
  validateSearch: validateIssueListSearch,
  // Started with the screen's code and not awaited (issue 15): the screen shows its heading and the list's
  // shape at once, and suspends on this same request. A failure reaches the route's error screen from there.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(issueListQuery('open')).catch(() => undefined);
  },
  component: OpenIssuesRoute,
});

function OpenIssuesRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback(
    (next: number, { replace }: { replace: boolean }) => void navigate({ search: pageSearch(next), replace }),
    [navigate],
  );
  return <IssueListScreen mode="open" requestedPage={page} onPageChange={onPageChange} />;
}
