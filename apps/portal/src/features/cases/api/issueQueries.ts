// portal-spec §7: GET /api/issues (optional history=true) for the case list and the header badge, and
// GET /api/issues/{id} for the case details; DELETE /api/issues/{id}/notification.
import type { IssueDetails, IssueListResponse } from '@portal/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, callEndpoint } from '../../../lib/api/index.ts';

/** The open cases (/lista-spraw) or the historical ones (/lista-spraw-historycznych). */
export type IssueListMode = 'open' | 'history';

export const issueKeys = {
  all: ['issues'] as const,
  list: (mode: IssueListMode) => ['issues', 'list', mode] as const,
  details: (issueId: number) => ['issues', 'details', issueId] as const,
};

export function issueListQuery(mode: IssueListMode) {
  return queryOptions({
    queryKey: issueKeys.list(mode),
    // The list held is revalidated with its ETag: an unchanged list costs a 304.
    queryFn: ({ signal, client, queryKey }): Promise<IssueListResponse> =>
      callEndpoint('issues', {
        signal,
        held: client.getQueryData(queryKey),
        ...(mode === 'history' ? { query: { history: true } } : {}),
      }),
  });
}

export function issueDetailsQuery(issueId: number) {
  return queryOptions({
    queryKey: issueKeys.details(issueId),
    queryFn: ({ signal }): Promise<IssueDetails> =>
      apiRequest<IssueDetails>(`/api/issues/${issueId}`, { signal }),
  });
}

/** portal-spec §2: /lista-spraw/:issue_id takes a positive whole number; anything else is not a case. */
export function parseIssueId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

/**
 * Customer journeys: DELETE /api/issues/{id}/notification dismisses the case's notification for good (the header's
 * count drops with the next case list, which the caller reloads).
 */
export function dismissIssueNotification(issueId: number): Promise<null> {
  return apiRequest<null>(`/api/issues/${issueId}/notification`, { method: 'DELETE' });
}
