// Operability, "log hygiene": Redis (the replicas' shared rate limits) going away is one line when it goes
// and one when it is back, not a warning every few seconds per replica for as long as it lasts; the
// requests meanwhile keep being answered (the limit is skipped) and /readyz names Redis down.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { removeApiFolders, startApi, type ApiProcess } from './harness/api-process.ts';
import { eventually } from './harness/browser.ts';
import { freePort, isListening } from './harness/free-port.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-redis-'));
let redisPort: number;
let redis: ChildProcess | null = null;
let api: ApiProcess;

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await eventually(async () => expect(await isListening(redisPort)).toBe(true), 10_000);
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  api = await startApi({
    databaseUrl: path.join(dataDir, 'pglite'),
    env: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, RATE_LIMIT_STORE: 'redis' },
  });
});

afterAll(async () => {
  if (process.env.FAULTS_VERBOSE) console.log(api?.output());
  await api?.stop();
  if (api) removeApiFolders(api);
  await stopRedis();
  rmSync(dataDir, { recursive: true, force: true });
});

const readiness = async () =>
  (await (await fetch(`${api.baseUrl}/readyz`)).json()) as { dependencies: object };

it('logs a Redis outage once when it starts and once when it ends', async () => {
  expect(await readiness()).toMatchObject({ dependencies: { redis: 'up' } });
  const logBefore = api.logs().length;
  await stopRedis();
  // ioredis reconnects every 2 s at most: eight seconds is several failed attempts.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect((await fetch(`${api.baseUrl}/api/config/frontend`)).status).toBe(200);
  expect(await readiness()).toMatchObject({ dependencies: { redis: 'down' } });
  const during = api
    .logs()
    .slice(logBefore)
    .filter((entry) => entry.level >= 40);
  expect(during.map((entry) => entry.msg)).toEqual(['Redis unavailable']);
  expect(during[0]).toMatchObject({ component: 'redis', code: 'ECONNREFUSED' });

  await startRedis();
  await eventually(
    async () => expect(await readiness()).toMatchObject({ dependencies: { redis: 'up' } }),
    15_000,
  );
  const after = api.logs().slice(logBefore);
  expect(after.filter((entry) => entry.level >= 40).map((entry) => entry.msg)).toEqual(['Redis unavailable']);
  const back = after.filter((entry) => entry.msg === 'Redis available again');
  expect(back).toHaveLength(1);
  expect(back[0]).toMatchObject({ component: 'redis', level: 30 });
  expect(back[0]!.downMs).toBeGreaterThanOrEqual(8_000);
});
