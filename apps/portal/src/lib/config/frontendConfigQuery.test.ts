import type { FrontendConfig } from '@portal/api-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { frontendConfigQuery } from './frontendConfigQuery.ts';

const config: FrontendConfig = {
  paymentTitleLimit: 127,
  paymentAmountLimit: 100000,
  cacheMs: 900000,
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  files: {
    minFileSize: 1,
    maxFileSize: 10485760,
    maxTotalSize: 52428800,
    acceptedExtensions: ['jpg', 'jpeg', 'png', 'pdf', 'tif', 'tiff'],
    pickerExtensions: ['dwg'],
  },
  errorReportMaxLength: 1024,
  devMailbox: true,
  environment: 'test',
  operator: {
    name: 'Operator Systemu Dystrybucyjnego',
    email: 'mikroinstalacje@osd.example.pl',
    postalAddress: ['Operator Systemu Dystrybucyjnego', 'ul. Przykładowa 1', '00-001 Warszawa'],
  },
};

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
