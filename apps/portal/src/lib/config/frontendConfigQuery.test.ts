import type { FrontendConfig } from '@portal/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/testConfig.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { frontendConfigQuery } from './frontendConfigQuery.ts';

const config: FrontendConfig = { ...testConfig, devMailbox: true };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frontend config query', () => {
  it('is fetched once and served from the cache for cacheMs (15 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(async () => Response.json(config));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    await expect(client.fetchQuery(frontendConfigQuery)).resolves.toEqual(config);
    vi.setSystemTime(Date.now() + 14 * 60 * 1000);
    await client.fetchQuery(frontendConfigQuery);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    await client.fetchQuery(frontendConfigQuery);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
