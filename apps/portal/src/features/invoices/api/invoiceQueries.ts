// portal-spec §7: GET /api/issues/invoices (the invoices page), GET /api/issues/{id}/invoices (case
// details; abortable) and GET /api/orders/{id} (the return page polls the order until the provider's
// notification has settled it).
import type { InvoicesResponse, IssueInvoicesResponse, PaymentOrderState } from '@portal/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, callEndpoint } from '../../../lib/api/index.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: ['invoices', 'list'] as const,
  issue: (issueId: number) => ['invoices', 'issue', issueId] as const,
  order: (orderId: string) => ['payment-orders', orderId] as const,
};

export const invoicesQuery = queryOptions({
  queryKey: invoiceKeys.list,
  // The list held is revalidated with its ETag: an unchanged list costs a 304.
  queryFn: ({ signal, client, queryKey }): Promise<InvoicesResponse> =>
    callEndpoint('invoices', { signal, held: client.getQueryData(queryKey) }),
});

export function issueInvoicesQuery(issueId: number) {
  return queryOptions({
    queryKey: invoiceKeys.issue(issueId),
    queryFn: ({ signal }): Promise<IssueInvoicesResponse> =>
      apiRequest<IssueInvoicesResponse>(`/api/issues/${issueId}/invoices`, { signal }),
  });
}

/** How often the return page asks while the order waits for the provider (docs/decisions.md). */
export const ORDER_POLL_INTERVAL_MS = 2000;

export function paymentOrderQuery(orderId: string, { poll = true }: { poll?: boolean } = {}) {
  return queryOptions({
    queryKey: invoiceKeys.order(orderId),
    queryFn: ({ signal }): Promise<PaymentOrderState> =>
      apiRequest<PaymentOrderState>(`/api/orders/${encodeURIComponent(orderId)}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'PENDING' ? ORDER_POLL_INTERVAL_MS : false,
    // The page is the only thing the customer is looking at; keep asking in a background tab too, so the
    // answer is there when they come back.
    refetchIntervalInBackground: true,
  });
}
