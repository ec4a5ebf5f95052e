// Issue #20: the probes a load balancer uses in front of several replicas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localStorage } from '../../adapters/storage/local.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';

let t: TestApp;
let storageDown = false;
beforeAll(async () => {
  const real = localStorage('/tmp/portal-health-test-files');
  const storage: FileStorage = {
    ...real,
    name: 'switchable',
    check: async () => {
      if (storageDown) throw new Error('connect ECONNREFUSED');
      await real.check();
    },
  };
  t = await createTestApp({ rateLimit: { max: 3, windowMs: 60_000, auth: 3 } }, undefined, { storage });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('answers both while the database and the storage are reachable', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while the file storage cannot be reached, and alive all the same', async () => {
    storageDown = true;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 503, error: 'service_unavailable' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      storageDown = false;
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('is never rate limited, however often the balancer asks', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await get('/healthz')).statusCode).toBe(200);
      expect((await get('/readyz')).statusCode).toBe(200);
    }
  });

  it('is not ready once shutdown has begun, and every answer then closes its connection', async () => {
    t.app.draining.value = true;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers.connection).toBe('close');
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      t.app.draining.value = false;
    }
  });
});
