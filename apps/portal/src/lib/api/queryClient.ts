// TanStack Query defaults: a network failure is retried (twice, with back-off), and so is a 503 (the
// server says the fault will pass), after the Retry-After it names; any other 4xx or 5xx answer
// is not (the server already decided, and a 5xx carries the error id the user may report); mutations are
// never retried, since they may have taken effect.
import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './ApiClientError.ts';

const MAX_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the page says 'service unavailable' instead. */
const MAX_RETRY_AFTER_MS = 10_000;

declare module '@tanstack/react-query' {
  interface Register {
    /** public: the answer is the same for every visitor and survives a change of session (app/privateData.ts). */
    queryMeta: { public?: boolean };
  }
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return (
    isApiClientError(error) && (error.kind === 'network' || error.unavailable) && failureCount < MAX_RETRIES
  );
}

/** TanStack's own back-off (1 s, 2 s, …), or the server's Retry-After for a 503. */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  if (isApiClientError(error) && error.unavailable && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS);
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
