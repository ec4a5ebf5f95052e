// TanStack Query defaults: a network failure is retried (twice, with back-off); a 4xx or 5xx answer is
// not (the server already decided, and a 5xx carries the error id the user may report); mutations are
// never retried, since they may have taken effect.
import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './ApiClientError.ts';

const MAX_NETWORK_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isApiClientError(error) && error.kind === 'network' && failureCount < MAX_NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
