// Security hardening: every storage call ends at its deadline, whatever the store does, and its work is aborted.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedStorage, putDeadlineMs, type StorageDeadlines } from './bounded-storage.ts';
import { s3Storage } from './s3.ts';
import { StorageUnavailableError, type FileStorage, type StorageCall } from './storage.ts';
import { startS3Server, type LocalS3Server } from '../../test/s3-server.ts';
import { freezableProxy, type FreezableProxy } from '../../test/freezable-proxy.ts';

const deadlines: StorageDeadlines = { operationMs: 300, minimumBytesPerSecond: 1024 * 1024, idleReadMs: 300 };

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bounded-storage-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

let counter = 0;
async function tempFile(bytes = 100): Promise<string> {
  const file = path.join(work, `upload-${counter++}.bin`);
  await writeFile(file, Buffer.alloc(bytes, 7));
  return file;
}

/** A store whose every call waits until its signal is aborted, and records that it was. */
function hungStorage() {
  const aborted: string[] = [];
  const hang = (operation: string) => (call?: StorageCall) =>
    new Promise<never>((_resolve, reject) => {
      call?.signal?.addEventListener('abort', () => {
        aborted.push(operation);
        reject(call.signal!.reason);
      });
    });
  const storage: FileStorage = {
    name: 'hung',
    putFromFile: (_key, _path, call) => hang('put')(call),
    read: (_key, call) => hang('read')(call),
    remove: (_key, call) => hang('remove')(call),
    check: (call) => hang('check')(call),
    list: (_prefix, _page, call) => hang('list')(call),
  };
  return { storage, aborted };
}

async function timed(promise: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await promise;
    return { ms: Date.now() - started, error: null };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

describe('boundedStorage', () => {
  it('ends every call of a hung store at its deadline with StorageUnavailableError, and aborts its work', async () => {
    const { storage, aborted } = hungStorage();
    const bounded = boundedStorage(storage, deadlines);
    for (const call of [
      async () => bounded.putFromFile('a/b.pdf', await tempFile()),
      () => bounded.read('a/b.pdf'),
      () => bounded.remove('a/b.pdf'),
      () => bounded.check(),
      () => bounded.list('applications/', { after: null }),
    ]) {
      const outcome = await timed(call());
      expect(outcome.ms).toBeLessThan(2_000);
      expect(outcome.error).toBeInstanceOf(StorageUnavailableError);
    }
    expect(aborted).toEqual(['put', 'read', 'remove', 'check', 'list']);
  });

  it('gives a store as long as the file needs at the slowest acceptable rate', async () => {
    expect(putDeadlineMs(deadlines, 0)).toBe(300);
    expect(putDeadlineMs(deadlines, 6 * 1024 * 1024)).toBe(300 + 6_000);
    const { storage, aborted } = hungStorage();
    const outcome = await timed(
      boundedStorage(storage, deadlines).putFromFile('a/b.pdf', await tempFile(512 * 1024)),
    );
    expect(outcome.error).toMatchObject({ operation: 'put', reason: 'timeout' });
    expect(outcome.ms).toBeGreaterThanOrEqual(750);
    expect(aborted).toEqual(['put']);
  });

  it('turns a failure of the store into StorageUnavailableError with its cause, and lets an absent key be absent', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const missing = Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
    const storage: FileStorage = {
      name: 'failing',
      putFromFile: () => Promise.reject(refused),
      read: () => Promise.reject(missing),
      remove: () => Promise.reject(refused),
      check: () => Promise.reject(refused),
      list: () => Promise.reject(refused),
    };
    const bounded = boundedStorage(storage, deadlines);
    await expect(bounded.putFromFile('k.pdf', await tempFile())).rejects.toMatchObject({
      name: 'StorageUnavailableError',
      reason: 'failure',
      cause: refused,
    });
    await expect(bounded.read('k.pdf')).rejects.toBe(missing);
    await expect(bounded.list('applications/', { after: null })).rejects.toMatchObject({
      name: 'StorageUnavailableError',
      operation: 'list',
      cause: refused,
    });
  });

  it('breaks off a download whose store stops sending, but not one whose reader is slow', async () => {
    const stalled = new PassThrough();
    const storage: FileStorage = {
      ...hungStorage().storage,
      read: async () => stalled,
    };
    const body = await boundedStorage(storage, deadlines).read('k.pdf');
    stalled.write(Buffer.from('first chunk'));
    const chunks: Buffer[] = [];
    const outcome = await timed(
      (async () => {
        for await (const chunk of body) chunks.push(chunk as Buffer);
      })(),
    );
    expect(Buffer.concat(chunks).toString()).toBe('first chunk');
    expect(outcome.error).toBeInstanceOf(StorageUnavailableError);
    expect(stalled.destroyed).toBe(true);

    const whole = Buffer.alloc(4 * 1024 * 1024, 1);
    const slowReader = await boundedStorage(
      { ...storage, read: async () => Readable.from([whole]) },
      deadlines,
    ).read('k.pdf');
    await new Promise((resolve) => setTimeout(resolve, 700));
    let length = 0;
    for await (const chunk of slowReader) length += (chunk as Buffer).length;
    expect(length).toBe(whole.length);
  });
});

describe('boundedStorage over S3, the store frozen or gone', () => {
  let s3: LocalS3Server;
  let proxy: FreezableProxy;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startS3Server('bounded');
    const { port } = new URL(s3.endpoint);
    proxy = await freezableProxy({ host: '127.0.0.1', port: Number(port) });
    storage = boundedStorage(s3Storage(s3.settings({ endpoint: `http://127.0.0.1:${proxy.port}` })), {
      ...deadlines,
      operationMs: 1_000,
    });
  });
  afterAll(async () => {
    await proxy?.close();
    await s3?.stop();
  });

  it('stores and reads through the proxy while the store answers', async () => {
    await storage.putFromFile('alive/a.bin', await tempFile(1_000));
    let length = 0;
    for await (const chunk of await storage.read('alive/a.bin')) length += (chunk as Buffer).length;
    expect(length).toBe(1_000);
  });

  it('ends a store, a read and a check at their deadlines while the store is frozen', async () => {
    proxy.freeze();
    try {
      for (const call of [
        async () => storage.putFromFile('frozen/a.bin', await tempFile(200_000)),
        () => storage.read('alive/a.bin'),
        () => storage.check(),
      ]) {
        const outcome = await timed(call());
        expect(outcome.error).toMatchObject({ name: 'StorageUnavailableError', reason: 'timeout' });
        expect(outcome.ms).toBeLessThan(3_000);
      }
    } finally {
      proxy.thaw();
    }
    // Nothing half-stored: the aborted upload never became an object.
    await expect(storage.read('frozen/a.bin')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('fails at once, as unavailable, when the store refuses connections', async () => {
    const gone = boundedStorage(s3Storage(s3.settings({ endpoint: 'http://127.0.0.1:9' })), {
      ...deadlines,
      operationMs: 5_000,
    });
    const outcome = await timed(gone.putFromFile('gone/a.bin', await tempFile()));
    expect(outcome.error).toMatchObject({ name: 'StorageUnavailableError', reason: 'failure' });
    expect(outcome.ms).toBeLessThan(5_000);
  });
});
