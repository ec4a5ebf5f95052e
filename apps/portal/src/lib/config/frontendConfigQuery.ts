// GET /api/config/frontend (portal-spec §7): the frontend settings, cached client-side for as long as the
// server says (cacheMs, 15 minutes). The root route loads it before the first screen (bootstrap).
import type { FrontendConfig } from '@portal/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/callEndpoint.ts';

export const frontendConfigQuery = queryOptions({
  queryKey: ['config', 'frontend'] as const,
  queryFn: ({ signal }): Promise<FrontendConfig> => callEndpoint('frontendConfig', { signal }),
  staleTime: (query) => query.state.data?.cacheMs ?? 0,
  gcTime: Infinity,
  // The same for everyone: kept when the session changes (app/privateData.ts).
  meta: { public: true },
});
