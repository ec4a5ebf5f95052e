// GET /api/account/mfa/status and /secret (portal-spec §7) as TanStack Query options.
import { fetchMfaSecret, fetchMfaStatus } from '../api/accountApi.ts';

export const mfaStatusQuery = {
  queryKey: ['account', 'mfa', 'status'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchMfaStatus(signal),
};

/**
 * A fresh secret for each opening of the setup modal (the server stores it only once a code proves the
 * app has it): never cached, never refetched while the modal is open.
 */
export function mfaSecretQuery(setupId: number) {
  return {
    queryKey: ['account', 'mfa', 'secret', setupId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMfaSecret(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  };
}
