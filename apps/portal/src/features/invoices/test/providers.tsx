// Test and story wiring: a QueryClient that never refetches on its own (data comes from the fixtures or a
// fetch stand-in), the payment store reset, and a stand-in for the browser's fetch that answers the calls
// of the invoices screens.
import type { Decorator } from '@storybook/react-vite';
import type {
  FrontendConfig,
  InvoicesResponse,
  IssueInvoicesResponse,
  PaymentOrderState,
} from '@portal/api-contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { frontendConfigQuery } from '../../../lib/config/frontendConfigQuery.ts';
import { testConfig } from '../../../test/testConfig.ts';
import { usePaymentStore } from '../stores/paymentStore.ts';

export { testConfig };

export function createTestQueryClient(
  seed: Array<[QueryKey, unknown]> = [],
  config: FrontendConfig = testConfig,
): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  client.setQueryData(frontendConfigQuery.queryKey, config);
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function SeededQueries({ seed, children }: { seed: Array<[QueryKey, unknown]>; children: ReactNode }) {
  const [client] = useState(() => {
    usePaymentStore.getState().reset();
    return createTestQueryClient(seed);
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Story decorator: the queries start with this data (nothing is fetched for them). */
export const withQueries =
  (seed: Array<[QueryKey, unknown]> = []): Decorator =>
  (Story) => (
    <SeededQueries seed={seed}>
      <Story />
    </SeededQueries>
  );

export interface FakeInvoicesApi {
  invoices?: () => InvoicesResponse | Promise<InvoicesResponse> | Response;
  /** GET /api/issues/{id}/invoices: one case's invoices (the case's payments card). */
  issueInvoices?: (issueId: number) => IssueInvoicesResponse | Promise<IssueInvoicesResponse> | Response;
  pay?: (body: unknown) => Response | Promise<Response>;
  order?: (id: string) => PaymentOrderState | Response | Promise<PaymentOrderState | Response>;
  /** POST /api/orders/{id}/cancel. */
  cancel?: (id: string) => PaymentOrderState | Response | Promise<PaymentOrderState | Response>;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces globalThis.fetch; returns the recorded calls and a function that puts the real one back. */
export function installFakeInvoicesApi(api: FakeInvoicesApi): { calls: RecordedCall[]; restore: () => void } {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  const answer = async (value: unknown): Promise<Response> => {
    const resolved = await value;
    return resolved instanceof Response ? resolved : Response.json(resolved);
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, url, body });
    if (url === '/api/csrf') {
      document.cookie = 'XSRF-TOKEN=test-token; Path=/';
      return new Response(null, { status: 204 });
    }
    if (url === '/api/issues/invoices' && api.invoices) return answer(api.invoices());
    const issue = /^\/api\/issues\/(\d+)\/invoices$/.exec(url);
    if (issue?.[1] && api.issueInvoices) return answer(api.issueInvoices(Number(issue[1])));
    if (url === '/api/orders/pay' && method === 'POST' && api.pay) return answer(api.pay(body));
    const cancel = /^\/api\/orders\/([^/]+)\/cancel$/.exec(url);
    if (cancel?.[1] && method === 'POST' && api.cancel)
      return answer(api.cancel(decodeURIComponent(cancel[1])));
    const order = /^\/api\/orders\/([^/]+)$/.exec(url);
    if (order?.[1] && api.order) return answer(api.order(decodeURIComponent(order[1])));
    return Response.json(
      { status: 404, error: 'not_found', message: 'Nie znaleziono zasobu.' },
      { status: 404 },
    );
  }) as typeof fetch;
  return { calls, restore: () => void (globalThis.fetch = original) };
}

/** A promise with its resolve function, for answers that arrive when the test says. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
