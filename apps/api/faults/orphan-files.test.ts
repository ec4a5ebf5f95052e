// Data lifecycle, "files never outlive their record": an application's files are stored before the record that
// claims them, so the API killed with SIGKILL while storing them leaves files no record claims. After a
// kill at each point of storing (between two files, with every file stored and the record's transaction
// waiting, after the record committed), the next retention run leaves exactly the files a record claims:
// no orphan stays, no claimed file goes. On S3 (behind a proxy the test can freeze, to stop the API
// between two files) and PostgreSQL.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, sendApplication } from './harness/application.ts';
import { removeApiFolders, startApi, type ApiProcess, type LogEntry } from './harness/api-process.ts';
import { Browser, eventually } from './harness/browser.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';
import { startProxiedS3, type ProxiedS3 } from './harness/proxied-s3.ts';
import { storageEnvironment } from '../src/test/s3-server.ts';

const BUCKET = 'orphans';

let cluster: PostgresCluster;
let store: ProxiedS3;
let env: Record<string, string>;
let api: ApiProcess;
let jan: Browser;

beforeAll(async () => {
  store = await startProxiedS3(BUCKET);
  cluster = await startPostgresCluster();
  env = {
    ...storageEnvironment(store.settings),
    S3_PART_SIZE_MB: '5',
    // The run at start sweeps at once: nothing is being uploaded when a restarted process starts.
    RETENTION_FIRST_RUN_DELAY_SECONDS: '0',
    RETENTION_ORPHAN_FILE_GRACE_MINUTES: '0',
  };
  api = await startApi({ databaseUrl: cluster.url(), env });
  jan = new Browser(api.baseUrl);
  await jan.signIn('jan.kowalski@example.com', 'PortalDemo2026');
});

afterAll(async () => {
  if (process.env.FAULTS_VERBOSE) console.log(api?.output());
  store?.proxy.thaw();
  await api?.kill9();
  if (api) removeApiFolders(api);
  await store?.stop();
  await cluster?.destroy();
});

/** The files in the store, read past the API (the proxy may be frozen). */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.direct.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'applications/', ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function claimedKeys(): Promise<string[]> {
  const rows = await cluster.query<{ storage_key: string }>('select storage_key from application_attachment');
  return rows.map((row) => row.storage_key).sort();
}

/** Kills the API, starts it again on the same database and store, and waits for its retention run. */
async function crashAndSweep(): Promise<LogEntry> {
  const crashed = api;
  await crashed.kill9();
  store.proxy.thaw();
  // The run of the period was the crashed process's: the next start may run it again at once.
  await cluster.query("delete from job_run where name = 'retention'");
  api = await startApi({
    databaseUrl: cluster.url(),
    env,
    filesDir: crashed.filesDir,
    tmpDir: crashed.tmpDir,
  });
  jan.baseUrl = api.baseUrl;
  return eventually(async () => {
    const done = api.logs().find((entry) => entry.msg === 'retention done');
    expect(done).toBeDefined();
    return done!;
  }, 30_000);
}

async function acknowledged(files: number): Promise<string[]> {
  const before = await claimedKeys();
  const answer = await sendApplication(jan, application(2_000, files));
  expect(answer.status).toBe(200);
  return (await claimedKeys()).filter((key) => !before.includes(key));
}

describe('the API killed with SIGKILL while storing an application’s files, then a retention run', () => {
  it('between two files: the stored one is removed, every claimed file stays', async () => {
    const kept = await acknowledged(2);
    const before = await storedKeys();
    const sent = application(8 * 1_048_576, 3);
    const sending = sendApplication(jan, sent, {}, 60_000).catch((error: unknown) => error);
    // The first file is in the store: the store stops answering, so the API is caught before the next.
    const orphans = await eventually(
      async () => {
        const added = (await storedKeys()).filter((key) => !before.includes(key));
        expect(added.length).toBeGreaterThan(0);
        store.proxy.freeze();
        return added;
      },
      30_000,
      10,
    );
    expect(orphans.length).toBeLessThan(3);
    const run = await crashAndSweep();
    expect(await sending).toBeInstanceOf(Error);

    expect(await cluster.query('select id from application where email = $1', [sent.email])).toEqual([]);
    expect(await storedKeys()).toEqual(await claimedKeys());
    expect(await storedKeys()).toEqual(expect.arrayContaining(kept));
    expect(run).toMatchObject({ removed: { orphanFiles: orphans.length, filesLeft: 0 } });
  });

  it('every file stored, the record’s transaction waiting: all of them are removed, every claimed file stays', async () => {
    const kept = await acknowledged(1);
    const before = await storedKeys();
    const blocker = new pg.Client({ connectionString: cluster.url() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table application_attachment in access exclusive mode');
    const sent = application(2_000, 2);
    const sending = sendApplication(jan, sent).catch((error: unknown) => error);
    let orphans: string[] = [];
    try {
      await eventually(async () => {
        const waiting = await cluster.query(
          "select pid from pg_stat_activity where application_name = 'portal-api' and wait_event_type = 'Lock'",
        );
        expect(waiting).toHaveLength(1);
      }, 15_000);
      orphans = (await storedKeys()).filter((key) => !before.includes(key));
      expect(orphans).toHaveLength(2);
      await api.kill9();
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const run = await crashAndSweep();
    expect(await sending).toBeInstanceOf(Error);

    expect(await cluster.query('select id from application where email = $1', [sent.email])).toEqual([]);
    expect(await storedKeys()).toEqual(await claimedKeys());
    expect(await storedKeys()).toEqual(expect.arrayContaining(kept));
    expect(run).toMatchObject({ removed: { orphanFiles: 2, filesLeft: 0 } });
  });

  it('after the record committed: its files are claimed and stay', async () => {
    const kept = await acknowledged(3);
    const run = await crashAndSweep();
    expect(await storedKeys()).toEqual(await claimedKeys());
    expect(await storedKeys()).toEqual(expect.arrayContaining(kept));
    expect(run).toMatchObject({ removed: { orphanFiles: 0 } });
  });
});
