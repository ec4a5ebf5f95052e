// Scaling out: a replica behind a load balancer is stopped with SIGTERM (a deployment, a scale-in). From
// that moment /readyz answers 503, so the balancer sends new traffic elsewhere; an upload in flight
// finishes and is stored in the S3-compatible object storage; then the process exits with 0.
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowUpload } from './harness/application.ts';
import { removeApiFolders, startApi, type ApiProcess } from './harness/api-process.ts';
import { Browser } from './harness/browser.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';
import { startS3Server, storageEnvironment, type LocalS3Server } from '../src/test/s3-server.ts';
import { s3Storage } from '../src/adapters/storage/s3.ts';

let cluster: PostgresCluster;
let s3: LocalS3Server;
let api: ApiProcess;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  s3 = await startS3Server('portal-shutdown');
  const settings = s3.settings();
  api = await startApi({
    databaseUrl: cluster.url(),
    env: {
      ...storageEnvironment(settings),
      SHUTDOWN_DRAIN_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '20000',
    },
  });
});

afterAll(async () => {
  if (process.env.FAULTS_VERBOSE) console.log(api?.output());
  await api?.kill9();
  if (api) removeApiFolders(api);
  await s3?.stop();
  await cluster?.destroy();
});

async function status(path: string): Promise<number | string> {
  try {
    return (await fetch(`${api.baseUrl}${path}`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

describe('graceful shutdown of a replica (SIGTERM)', () => {
  it('answers /healthz and /readyz while it serves, with the object storage reachable', async () => {
    expect(await status('/healthz')).toBe(200);
    expect(await status('/readyz')).toBe(200);
  });

  it('stops being ready at once, finishes the upload in flight into object storage, then exits with 0', async () => {
    const jan = new Browser(api.baseUrl);
    const signIn = await jan.request('POST', '/api/account/login', {
      json: { username: 'jan.kowalski@example.com', password: 'PortalDemo2026' },
    });
    expect(signIn.status).toBe(200);
    const bytes = 900_000;
    const upload = await slowUpload(jan, api.baseUrl, bytes, 300_000);
    while (upload.written < 200_000) await new Promise((resolve) => setTimeout(resolve, 50));

    process.kill(api.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await status('/readyz')).toBe(503);
    expect(await status('/healthz')).toBe(200);
    expect(api.alive()).toBe(true);

    expect(await upload.settled).toBe('answered 200');
    expect(await api.exited(30_000)).toBe(0);
    // The workers stop before the database closes: an orderly exit logs no error.
    expect(api.logs().filter((entry) => entry.level >= 50)).toEqual([]);
    expect(api.logs().map((entry) => entry.msg)).toContain('shut down');
    // Once closed it takes no connection.
    expect(String(await status('/healthz'))).toMatch(/^refused/);

    const [stored] = await cluster.query<{ storage_key: string; size: number }>(
      `select f.storage_key, f.size from application a join application_attachment f on f.application_id = a.id
        where a.email = 'slow.upload@example.com'`,
    );
    expect(stored?.size).toBe(bytes);
    const object = await s3Storage(s3.settings()).read(stored!.storage_key);
    let length = 0;
    for await (const chunk of object as Readable) length += (chunk as Buffer).length;
    expect(length).toBe(bytes);
  });
});
