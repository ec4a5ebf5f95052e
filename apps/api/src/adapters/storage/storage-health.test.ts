// Operability: the file storage going away is one line when the first call fails and one when a call
// succeeds again, however many requests and probes meet it in between.
import { expect, it } from 'vitest';
import { boundedStorage, defaultStorageDeadlines } from './bounded-storage.ts';
import { storageHealth } from './storage-health.ts';
import type { FileStorage } from './storage.ts';

it('logs an outage of the store once when it starts and once when it ends', async () => {
  let away = false;
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
  const store: FileStorage = {
    name: 's3',
    putFromFile: async () => undefined,
    read: async () => {
      throw refused;
    },
    remove: async () => undefined,
    check: async () => {
      if (away) throw refused;
    },
    list: async () => ({ objects: [], next: null }),
  };
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const log = {
    error: (details: object, message: string) =>
      lines.push({ level: 'error', details: details as Record<string, unknown>, message }),
    info: (details: object, message: string) =>
      lines.push({ level: 'info', details: details as Record<string, unknown>, message }),
  };
  let now = 1_000;
  const storage = boundedStorage(
    store,
    defaultStorageDeadlines,
    storageHealth(log, () => now),
  );

  await storage.check();
  away = true;
  for (let i = 0; i < 5; i++) await expect(storage.check()).rejects.toThrow();
  await expect(storage.read('applications/a/b.pdf')).rejects.toThrow();
  now = 4_000;
  away = false;
  await storage.check();
  await storage.check();

  expect(lines).toEqual([
    {
      level: 'error',
      details: {
        component: 'storage',
        storage: 's3',
        operation: 'check',
        reason: 'failure',
        code: 'ECONNREFUSED',
      },
      message: 'file storage unavailable',
    },
    {
      level: 'info',
      details: { component: 'storage', storage: 's3', downMs: 3_000 },
      message: 'file storage available again',
    },
  ]);
});
