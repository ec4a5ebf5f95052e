// Security hardening: files first, the record after; files no record claims are removed, never waited for while
// the store is away.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { StorageUnavailableError, type FileStorage } from '../adapters/storage/storage.ts';
import { discardFiles, storeFiles } from './stored-files.ts';

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

function memoryStorage(failOn?: string) {
  const stored = new Set<string>();
  let removals = 0;
  const storage: FileStorage = {
    name: 'memory',
    putFromFile: async (key) => {
      if (key === failOn) throw new StorageUnavailableError('memory', 'put', 'timeout');
      stored.add(key);
    },
    read: () => Promise.reject(new Error('not used')),
    remove: async (key) => {
      removals++;
      stored.delete(key);
    },
    check: async () => undefined,
    list: async () => ({ objects: [...stored].map((key) => ({ key, modifiedAt: new Date() })), next: null }),
  };
  return { storage, stored, removals: () => removals };
}

const files = (...keys: string[]) => keys.map((key) => ({ key, tempPath: `/tmp/${key}` }));

describe('storeFiles', () => {
  it('stores every file and returns their keys', async () => {
    const { storage, stored } = memoryStorage();
    expect(await storeFiles(storage, files('a', 'b'), log)).toEqual(['a', 'b']);
    expect([...stored]).toEqual(['a', 'b']);
  });

  it('discards the files already stored when a later one fails, and rethrows', async () => {
    const { storage, stored, removals } = memoryStorage('c');
    await expect(storeFiles(storage, files('a', 'b', 'c'), log)).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    // The store is away: the removal is started, not waited for.
    await new Promise((resolve) => setImmediate(resolve));
    expect(removals()).toBe(2);
    expect([...stored]).toEqual([]);
  });
});

describe('discardFiles', () => {
  it('waits for the removal when the store is up, and logs a key it could not remove', async () => {
    const { storage } = memoryStorage();
    const failing: FileStorage = { ...storage, remove: () => Promise.reject(new Error('denied')) };
    warnings.length = 0;
    await discardFiles(failing, ['x'], new Error('database refused'), log);
    expect(warnings).toHaveLength(1);
  });

  it('does not wait for a store that is away', async () => {
    let release = () => undefined as void;
    const { storage } = memoryStorage();
    const hung: FileStorage = {
      ...storage,
      remove: () => new Promise<void>((resolve) => (release = resolve)),
    };
    await discardFiles(hung, ['x'], new StorageUnavailableError('memory', 'put', 'timeout'), log);
    release();
  });
});
