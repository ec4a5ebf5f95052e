// Resilience, "a slow or hung SMTP server freezes every request that touches the database" and
// quality-bar "Reliability": a hung mail server delays mail, never requests. The mail server here accepts
// connections and never says a word; meanwhile an application's confirmation mail waits in the outbox,
// and requests that read and write the database must keep answering fast, on PostgreSQL and on PGlite
// (where the outbox once held the only connection while it waited for the mail server).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, sendApplication } from './harness/application.ts';
import { disposeApi, startApi, type ApiProcess } from './harness/api-process.ts';
import { Browser, eventually, signedInJan } from './harness/browser.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';

/** A request that touches the database answers within this, mail server or not (generous: 2 shared cores). */
const FAST_MS = 2_000;

interface HungMailServer {
  readonly url: string;
  readonly connections: number;
  close(): Promise<void>;
}

async function hungMailServer(): Promise<HungMailServer> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return sockets.length;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(['PostgreSQL', 'PGlite'] as const)('on %s', (engine) => {
  let cluster: PostgresCluster | undefined;
  let pgliteDir: string | undefined;
  let mail: HungMailServer;
  let api: ApiProcess;
  let jan: Browser;

  beforeAll(async () => {
    mail = await hungMailServer();
    if (engine === 'PostgreSQL') cluster = await startPostgresCluster();
    else pgliteDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-pglite-'));
    api = await startApi({
      databaseUrl: cluster?.url() ?? pgliteDir!,
      env: { SMTP_URL: mail.url, OUTBOX_INTERVAL_MS: '200' },
    });
    jan = await signedInJan(api.baseUrl);
  });

  afterAll(async () => {
    await disposeApi(api, 'kill9');
    await mail?.close();
    await cluster?.destroy();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  });

  it('requests that touch the database keep answering fast while a confirmation mail is stuck', async () => {
    const first = await sendApplication(jan, application());
    expect(first.status).toBe(200);
    // The outbox is now talking to a mail server that never answers.
    await eventually(async () => expect(mail.connections).toBeGreaterThan(0), 10_000);

    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const issues = await jan.get('/api/issues', 10_000);
      expect(issues.status).toBe(200);
      expect(issues.ms).toBeLessThan(FAST_MS);
      const report = await new Browser(api.baseUrl).post(
        '/api/report-error',
        { code: `SMTP-${Date.now()}`, info: engine },
        10_000,
      );
      expect(report.status).toBe(204);
      expect(report.ms).toBeLessThan(FAST_MS);
    }
    const second = await sendApplication(jan, application());
    expect(second.status).toBe(200);
    expect(second.ms).toBeLessThan(3 * FAST_MS);
    expect(api.alive()).toBe(true);
  });
});
