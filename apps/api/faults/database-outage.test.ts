// Resilience, "database faults" and quality-bar "Reliability": the API outlives its database. One API
// process on a private PostgreSQL goes through three faults in a row — every connection terminated, the
// server stopped and started, the server frozen — and must stay up, answer 503 with Retry-After while a
// fault lasts (routes that need no database keep answering), recover without a restart, and keep every
// write it acknowledged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeApi, type ApiProcess } from './harness/api-process.ts';
import { Browser, eventually, type Answer } from './harness/browser.ts';
import { startOwnApi } from './harness/own-api.ts';
import type { PostgresCluster } from './harness/postgres-cluster.ts';

/** Short timeouts keep the suite quick; the defaults are in config.ts and docs/operations.md. */
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_500;
/** A request during a hang waits at most for a connection or one statement, plus this much slack. */
const HANG_ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1_500;

let cluster: PostgresCluster;
let api: ApiProcess;
let jan: Browser;
const acknowledged: string[] = [];

beforeAll(async () => {
  ({ cluster, api, jan } = await startOwnApi({
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  }));
});

afterAll(async () => {
  await disposeApi(api, 'stop');
  await cluster?.destroy();
});

/** A write the API acknowledged: an error report, stored by POST /api/report-error. */
async function acknowledgedWrite(label: string): Promise<void> {
  const code = `FAULT-${label}-${Date.now()}`;
  const answer = await new Browser(api.baseUrl).post('/api/report-error', { code, info: label });
  expect(answer.status).toBe(204);
  acknowledged.push(code);
}

async function expectEveryAcknowledgedWriteStored(): Promise<void> {
  const rows = await cluster.query<{ code: string }>('select code from error_report');
  expect(rows.map((row) => row.code)).toEqual(expect.arrayContaining(acknowledged));
}

function expectUnavailable(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.body).toMatchObject({
    status: 503,
    error: 'service_unavailable',
    message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.',
  });
}

async function expectRoutesWithoutDatabaseAnswer(): Promise<void> {
  // With the session cookie: its lookup must not stand between these routes and the answer.
  const config = await jan.get('/api/config/frontend');
  expect(config.status).toBe(200);
  expect(config.ms).toBeLessThan(1_000);
  const live = await jan.get('/api/health');
  expect(live.status).toBe(200);
  expect(live.ms).toBeLessThan(1_000);
}

async function expectRecovered(): Promise<void> {
  await eventually(async () => {
    // The same session: nobody was signed out by the fault.
    const issues = await jan.get('/api/issues');
    expect(issues.status).toBe(200);
  }, 20_000);
  expect((await jan.get('/api/health/ready')).status).toBe(200);
}

const unavailableLines = () => api.logs().filter((entry) => entry.msg === 'database unavailable');
const recoveredLines = () => api.logs().filter((entry) => entry.msg === 'database available again');

describe('the API and its PostgreSQL', () => {
  it('outlives the termination of every database connection it holds', async () => {
    await acknowledgedWrite('before-terminate');
    expect((await jan.get('/api/issues')).status).toBe(200);

    const terminated = await cluster.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-api'",
    );
    expect(terminated.length).toBeGreaterThan(0);
    // The pool's idle connections die now (57P01): the process logs it and carries on.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(api.alive()).toBe(true);
    expect(
      api.logs().some((entry) => entry.msg === 'database connection lost' && entry.code === '57P01'),
    ).toBe(true);

    await expectRecovered();
    await acknowledgedWrite('after-terminate');
    await expectEveryAcknowledgedWriteStored();
  });

  it('answers 503 with Retry-After while the database is stopped, and recovers by itself when it is back', async () => {
    await acknowledgedWrite('before-stop');
    const linesBefore = unavailableLines().length;
    const logBefore = api.logs().length;
    await cluster.stop();

    const issues = await jan.get('/api/issues');
    expectUnavailable(issues);
    expect(issues.ms).toBeLessThan(2_000);
    // A private route answers 503, never 401: a 401 would sign the customer out of the portal.
    expectUnavailable(await jan.get('/api/account/session'));
    expectUnavailable(await new Browser(api.baseUrl).post('/api/report-error', { code: 'LOST', info: 'x' }));
    expectUnavailable(await jan.get('/api/health/ready'));
    await expectRoutesWithoutDatabaseAnswer();
    for (let i = 0; i < 5; i++) expectUnavailable(await jan.get('/api/issues'));
    expect(api.alive()).toBe(true);
    // One line per fault, not a stack per request, nor one per round of a worker (the account
    // requests' worker logged a stack every second). A few seconds give every worker several rounds.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(unavailableLines().length - linesBefore).toBe(1);
    const warnings = api
      .logs()
      .slice(logBefore)
      .filter((entry) => entry.level >= 40 && entry.msg !== 'database connection lost');
    expect(warnings.map((entry) => entry.msg)).toEqual(['database unavailable']);
    // Which fault is met first depends on timing: a worker's query cut by the stop, or a refused connect.
    expect(warnings[0]).toMatchObject({ component: 'database' });
    expect(['connection refused', 'server shutting down', 'connection lost']).toContain(warnings[0]?.reason);

    await cluster.start();
    await expectRecovered();
    expect(recoveredLines().length).toBeGreaterThan(0);
    await acknowledgedWrite('after-restart');
    await expectEveryAcknowledgedWriteStored();
  });

  it('answers 503 within its timeouts while the database hangs, and recovers when it wakes up', async () => {
    await acknowledgedWrite('before-hang');
    cluster.hang();
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => jan.get('/api/issues', 20_000)));
      for (const answer of answers) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(HANG_ANSWER_BOUND_MS);
      }
      await expectRoutesWithoutDatabaseAnswer();
      const write = await new Browser(api.baseUrl).post(
        '/api/report-error',
        { code: 'HUNG', info: 'x' },
        20_000,
      );
      expectUnavailable(write);
      expect(write.ms).toBeLessThan(2 * HANG_ANSWER_BOUND_MS);
      expect(api.alive()).toBe(true);
    } finally {
      cluster.resume();
    }
    await expectRecovered();
    await acknowledgedWrite('after-hang');
    await expectEveryAcknowledgedWriteStored();
  });
});
