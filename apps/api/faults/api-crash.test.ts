// Resilience and quality-bar "Reliability": the API killed with SIGKILL in the middle of an upload and in
// the middle of storing an application (inside its transaction) starts again, keeps every application
// it acknowledged, and shows nothing half-stored: no application without its attachments, no
// attachment without its file, nothing of the interrupted request, no temporary upload folder left. The
// browser's retry with the same Idempotency-Key stores the application once.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, sendApplication, slowUpload, type Application } from './harness/application.ts';
import { disposeApi, startApi, type ApiProcess } from './harness/api-process.ts';
import { eventually, type Browser } from './harness/browser.ts';
import { startOwnApi } from './harness/own-api.ts';
import type { PostgresCluster } from './harness/postgres-cluster.ts';

let cluster: PostgresCluster;
let api: ApiProcess;
let jan: Browser;
const acknowledged: string[] = [];

beforeAll(async () => {
  ({ cluster, api, jan } = await startOwnApi());
});

afterAll(async () => {
  await disposeApi(api, 'kill9');
  await cluster?.destroy();
});

async function acknowledgedApplication(): Promise<void> {
  const answer = await sendApplication(jan, application());
  expect(answer.status).toBe(200);
  acknowledged.push((answer.body as { applicationNumber: string }).applicationNumber);
}

/** Kills the API with SIGKILL and starts it again on the same database, files and temporary folders. */
async function crashAndRestart(): Promise<void> {
  const crashed = api;
  await crashed.kill9();
  expect(crashed.alive()).toBe(false);
  api = await startApi({ databaseUrl: cluster.url(), filesDir: crashed.filesDir, tmpDir: crashed.tmpDir });
  // The same browser, now talking to the new process: the session is in the database and survives.
  jan.baseUrl = api.baseUrl;
}

const uploadFolders = () => readdirSync(api.tmpDir).filter((name) => name.startsWith('portal-upload-'));

async function expectNothingHalfStored(): Promise<void> {
  const applications = await cluster.query<{ number: string; email: string; attachments: number }>(
    `select a.number, a.email, count(f.id)::int as attachments
       from application a left join application_attachment f on f.application_id = a.id group by a.id`,
  );
  expect(applications.map((row) => row.number)).toEqual(expect.arrayContaining(acknowledged));
  for (const row of applications) expect(row.attachments, row.number).toBeGreaterThan(0);
  const files = await cluster.query<{ storage_key: string }>(
    'select storage_key from application_attachment',
  );
  for (const { storage_key } of files)
    expect(existsSync(path.join(api.filesDir, storage_key)), storage_key).toBe(true);
}

describe('the API killed with SIGKILL', () => {
  it('mid-upload: it starts again, stores nothing of that upload and keeps what it acknowledged', async () => {
    await acknowledgedApplication();
    const upload = await slowUpload(jan, api.baseUrl, 20 * 1_048_576, 4 * 1_048_576);
    // The server is receiving the file into its temporary upload folder.
    await eventually(async () => {
      const [folder] = uploadFolders();
      expect(folder).toBeDefined();
      const sizes = readdirSync(path.join(api.tmpDir, folder!)).map(
        (file) => statSync(path.join(api.tmpDir, folder!, file)).size,
      );
      expect(Math.max(0, ...sizes)).toBeGreaterThan(1_048_576);
    }, 15_000);

    await crashAndRestart();
    expect(await upload.settled).toMatch(/^broken/);
    upload.stop();

    expect((await jan.get('/api/issues')).status).toBe(200);
    const interrupted = await cluster.query(
      "select id from application where email = 'slow.upload@example.com'",
    );
    expect(interrupted).toEqual([]);
    await expectNothingHalfStored();
    await acknowledgedApplication();
  });

  it('mid-submission, inside its transaction: the application is not stored, and sending it again stores it once', async () => {
    await acknowledgedApplication();
    // The test holds a lock the submission needs, so the API is caught inside its transaction.
    const blocker = new pg.Client({ connectionString: cluster.url() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table application_attachment in access exclusive mode');
    const submission: Application = application();
    // The browser's sending attempt: the same key on every retry of this content.
    const attempt = { 'Idempotency-Key': randomUUID() };
    const sending = sendApplication(jan, submission, attempt).catch((error: unknown) => error);
    try {
      await eventually(async () => {
        const waiting = await cluster.query(
          "select pid from pg_stat_activity where application_name = 'portal-api' and wait_event_type = 'Lock'",
        );
        expect(waiting).toHaveLength(1);
      }, 10_000);
      await crashAndRestart();
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect(await sending).toBeInstanceOf(Error);

    const stored = () => cluster.query('select number from application where email = $1', [submission.email]);
    expect(await stored()).toEqual([]);
    await expectNothingHalfStored();

    // The browser never got an answer and sends the same application again, with the same key.
    const again = await sendApplication(jan, submission, attempt);
    expect(again.status).toBe(200);
    const { applicationNumber } = again.body as { applicationNumber: string };
    acknowledged.push(applicationNumber);
    expect(await stored()).toEqual([{ number: applicationNumber }]);
    // Its answer is lost too, and it tries once more: the same answer, still one application.
    const once = await sendApplication(jan, submission, attempt);
    expect(once.status).toBe(200);
    expect(once.body).toMatchObject({ applicationNumber });
    expect(await stored()).toHaveLength(1);
    await expectNothingHalfStored();
  });
});
