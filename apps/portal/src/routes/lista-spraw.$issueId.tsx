import { createFileRoute, notFound } from '@tanstack/react-router';
import { issueDetailsQuery, parseIssueId } from '../features/cases/api/issueQueries.ts';
import { IssueDetailsScreen } from '../features/cases/components/IssueDetailsScreen.tsx';
import {
  IssueInvoicesCard,
  IssuePaymentsHistory,
} from '../features/invoices/components/IssueInvoicesCard.tsx';
import { notify } from '../shared/notifications/notificationStore.ts';
import { requireAuth } from '../shared/session/guards/requireAuth.ts';
import { isApiClientError } from '../lib/api/index.ts';
import { useRouteLoaderData } from '../lib/routeMatch.ts';

// portal-spec §2: case details, private; an id that is not a case of this customer (the API answers 404,
// also for another customer's case) is the not-found page.
export const Route = createFileRoute('/lista-spraw/$issueId')({
  beforeLoad: requireAuth,
  loader: async ({ context, params }) => {
    const issueId = parseIssueId(params.issueId);
    if (issueId === null) throw notFound();
    try {
      await context.queryClient.ensureQueryData(issueDetailsQuery(issueId));
    } catch (error) {
      if (isApiClientError(error) && error.kind === 'not_found') throw notFound();
      throw error;
    }
    return { issueId };
  },
  component: IssueDetailsRoute,
});

function IssueDetailsRoute() {
  const loaderData = useRouteLoaderData(Route);
  if (!loaderData) return null; // the route is leaving (lib/routeMatch.ts)
  const { issueId } = loaderData;
  // portal-spec §2: the active-invoices card across both columns and the payments history in the right
  // one come from the invoices feature (same pay and transfer actions; §7: orderId is the case id).
  return (
    <IssueDetailsScreen
      issueId={issueId}
      notify={notify}
      invoicesSlot={<IssueInvoicesCard issueId={issueId} notify={notify} />}
      paymentsHistorySlot={<IssuePaymentsHistory issueId={issueId} />}
    />
  );
}
