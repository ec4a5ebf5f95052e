// Scaling out: the probes a load balancer uses in front of several replicas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localStorage } from '../../adapters/storage/local.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';

let t: TestApp;
let storageDown = false;
let storageHangs = false;
let releaseHungCheck = () => undefined as void;
beforeAll(async () => {
  const real = localStorage('/tmp/portal-health-test-files');
  const storage: FileStorage = {
    ...real,
    name: 'switchable',
    check: async () => {
      if (storageDown) throw new Error('connect ECONNREFUSED');
      if (storageHangs) await new Promise<void>((resolve) => (releaseHungCheck = resolve));
      await real.check();
    },
  };
  t = await createTestApp({ rateLimit: { max: 3, windowMs: 60_000, auth: 3 } }, undefined, { storage });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('answers both while the database and the storage are reachable, naming each dependency', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      draining: false,
      dependencies: { database: 'up', storage: 'up', mail: 'unknown', sms: 'unknown' },
    });
  });

  it('stays ready while the file storage cannot be reached, and says that the storage is down', async () => {
    storageDown = true;
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        draining: false,
        dependencies: { database: 'up', storage: 'down', mail: 'unknown', sms: 'unknown' },
      });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      storageDown = false;
    }
    expect((await get('/readyz')).json()).toMatchObject({ dependencies: { storage: 'up' } });
  });

  it('answers within a second while the storage hangs: the balancer probe is not held by it', async () => {
    storageHangs = true;
    try {
      const started = Date.now();
      const ready = await get('/readyz');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', dependencies: { storage: 'down' } });
    } finally {
      storageHangs = false;
      releaseHungCheck();
    }
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
      expect(ready.json()).toMatchObject({ status: 'not ready', draining: true });
      expect(ready.headers.connection).toBe('close');
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      t.app.draining.value = false;
    }
  });
});
