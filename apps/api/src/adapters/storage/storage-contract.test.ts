// Scaling out: one contract for every storage adapter, run against the local folder and against a real
// S3-compatible server on 127.0.0.1 (s3rver: the S3 protocol, multipart upload included).
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';
import { startS3Server, type LocalS3Server } from '../../test/s3-server.ts';

let work: string;
let s3: LocalS3Server;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'storage-contract-'));
  s3 = await startS3Server('contract');
});
afterAll(async () => {
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
});

let counter = 0;
async function tempFile(content: Buffer): Promise<string> {
  const file = path.join(work, `upload-${counter++}.bin`);
  await writeFile(file, content);
  return file;
}

/** A large file written in chunks, so the test itself never holds it whole either. */
async function largeTempFile(bytes: number): Promise<{ file: string; sha256: string }> {
  const file = path.join(work, `large-${counter++}.bin`);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const chunk = 1024 * 1024;
  for (let written = 0; written < bytes; written += chunk) {
    const part = randomBytes(Math.min(chunk, bytes - written));
    hash.update(part);
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return { file, sha256: hash.digest('hex') };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

const adapters: Array<[string, () => FileStorage]> = [
  ['local', () => localStorage(path.join(work, 'local-root'))],
  ['s3', () => s3Storage(s3.settings())],
  [
    's3 with a key prefix and server-side encryption',
    () => s3Storage(s3.settings({ prefix: 'portal/', serverSideEncryption: 'AES256' })),
  ],
];

describe.each(adapters)('storage contract: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('is reachable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores a file, consumes the temporary file and reads back the same bytes', async () => {
    const content = Buffer.from('Wniosek o przyłączenie – załącznik ✓');
    const source = await tempFile(content);
    await storage.putFromFile('issues/abc/file-1', source);
    await expect(stat(source)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readAll(await storage.read('issues/abc/file-1'))).equals(content)).toBe(true);
  });

  it('stores an empty file', async () => {
    await storage.putFromFile('issues/abc/empty', await tempFile(Buffer.alloc(0)));
    expect((await readAll(await storage.read('issues/abc/empty'))).length).toBe(0);
  });

  it('streams a file larger than several multipart parts, byte for byte', async () => {
    const { file, sha256 } = await largeTempFile(17 * 1024 * 1024 + 123);
    await storage.putFromFile('applications/x/large', file);
    expect(await sha256Of(await storage.read('applications/x/large'))).toBe(sha256);
  });

  it('replaces a key that is written again', async () => {
    await storage.putFromFile('issues/abc/again', await tempFile(Buffer.from('first')));
    await storage.putFromFile('issues/abc/again', await tempFile(Buffer.from('second')));
    expect((await readAll(await storage.read('issues/abc/again'))).toString()).toBe('second');
  });

  it('removes a file, after which reading it rejects; removing it again is no error', async () => {
    await storage.putFromFile('issues/abc/gone', await tempFile(Buffer.from('x')));
    await storage.remove('issues/abc/gone');
    await expect(storage.read('issues/abc/gone')).rejects.toThrow();
    await expect(storage.remove('issues/abc/gone')).resolves.toBeUndefined();
  });

  it('rejects reading a key that was never stored', async () => {
    await expect(storage.read('issues/never/there')).rejects.toThrow();
  });

  it('lists the keys under a folder in key order, page by page, with when each was stored', async () => {
    const before = Date.now() - 5_000;
    const keys = ['list/b/2.pdf', 'list/d.pdf', 'list/a/1.pdf', 'list/a/2.pdf', 'list/c.pdf'];
    for (const key of keys) await storage.putFromFile(key, await tempFile(Buffer.from(key)));
    await storage.putFromFile('listed-not/x.pdf', await tempFile(Buffer.from('x')));
    const seen: string[] = [];
    const pages: number[] = [];
    let after: string | null = null;
    do {
      const page = await storage.list('list/', { after, limit: 2 });
      pages.push(page.objects.length);
      for (const object of page.objects) {
        seen.push(object.key);
        expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
        expect(object.modifiedAt.getTime()).toBeLessThan(Date.now() + 5_000);
      }
      after = page.next;
    } while (after !== null);
    expect(seen).toEqual(['list/a/1.pdf', 'list/a/2.pdf', 'list/b/2.pdf', 'list/c.pdf', 'list/d.pdf']);
    expect(pages.slice(0, 2)).toEqual([2, 2]);
    // Removed keys are gone from the listing; an empty folder lists nothing.
    await storage.remove('list/a/1.pdf');
    const all = await storage.list('list/', { after: null });
    expect(all.objects.map((o) => o.key)).not.toContain('list/a/1.pdf');
    expect(all.next).toBeNull();
    expect(await storage.list('never-stored/', { after: null })).toEqual({ objects: [], next: null });
    await expect(storage.list('list', { after: null })).rejects.toThrow('invalid storage prefix');
  });

  it('refuses keys that could leave its space', async () => {
    const source = await tempFile(Buffer.from('x'));
    await expect(storage.putFromFile('../escape', source)).rejects.toThrow('invalid storage key');
    await expect(storage.read('a/../../b')).rejects.toThrow('invalid storage key');
    await expect(storage.remove('/absolute')).rejects.toThrow('invalid storage key');
  });
});

describe('local adapter', () => {
  it('lists in the order of the keys, as S3 does, though a folder sorts apart from its files', async () => {
    const storage = localStorage(path.join(work, 'order-root'));
    for (const key of ['o/a/1.pdf', 'o/a-b.pdf', 'o/a.pdf', 'o/a/b/2.pdf'])
      await storage.putFromFile(key, await tempFile(Buffer.from(key)));
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await storage.list('o/', { after, limit: 1 });
      seen.push(...page.objects.map((o) => o.key));
      after = page.next;
    } while (after !== null);
    // '-' < '.' < '/': the key order, not the folder's.
    expect(seen).toEqual(['o/a-b.pdf', 'o/a.pdf', 'o/a/1.pdf', 'o/a/b/2.pdf']);
  });
});

describe('s3 adapter', () => {
  it('sends a large file in multipart parts of the configured size, a small one in one request', async () => {
    const storage = s3Storage(s3.settings());
    const commands: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    const { file } = await largeTempFile(11 * 1024 * 1024);
    await storage.putFromFile('applications/y/large', file);
    expect(commands.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect(commands).toContain('CreateMultipartUploadCommand');
    expect(commands).toContain('CompleteMultipartUploadCommand');
    commands.length = 0;
    await storage.putFromFile('applications/y/small', await tempFile(Buffer.from('small')));
    expect(commands).toEqual(['PutObjectCommand']);
  });

  it('reports an unreachable server as not ready', async () => {
    const storage = s3Storage(s3.settings({ endpoint: 'http://127.0.0.1:1', bucket: 'contract' }));
    await expect(storage.check()).rejects.toThrow();
  });

  it('reports a missing bucket as not ready', async () => {
    const storage = s3Storage(s3.settings({ bucket: 'no-such-bucket' }));
    await expect(storage.check()).rejects.toThrow();
  });
});
