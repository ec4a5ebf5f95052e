// Operability: the restore drill of docs/operations.md "Backup and restore", end to end on this machine:
// the real API on a PostgreSQL database of its own and a local S3-compatible server (s3rver), a few
// applications with files, a backup in the documented order (pg_dump first, then the bucket), the database
// and the bucket wiped, both restored, and every file a row claims checked in the bucket and served again
// by the API, byte for byte. It creates and drops its own databases (restore_drill_*) and touches no other.
//
// Run by `pnpm ops:restore-drill` (tools/ops/restore-drill.ts) and by the fault suite
// (faults/restore-drill.test.ts).
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { INTEGRATION_KEY_HEADER } from '../../src/plugins/integration-auth.ts';
import { s3Storage } from '../../src/adapters/storage/s3.ts';
import type { FileStorage } from '../../src/adapters/storage/storage.ts';
import { startS3Server, storageEnvironment } from '../../src/test/s3-server.ts';
import { application, sendApplication } from './application.ts';
import { startApi, removeApiFolders, type ApiProcess } from './api-process.ts';
import { Browser } from './browser.ts';

const run = promisify(execFile);

export interface DrillReport {
  applications: number;
  files: number;
  /** Rows whose file was not in the restored bucket (must be 0). */
  missingFiles: string[];
  /** Files in the restored bucket no row claims: stored after the dump; the retention sweep removes them. */
  unreferencedFiles: string[];
  /** Files the restored API served with the bytes it served before the backup. */
  servedIdentical: number;
  ms: { backup: number; restore: number; total: number };
}

interface FileRow {
  application_id: number;
  id: number;
  storage_key: string;
}

/** Every key in the bucket (the portal's files live under applications/ and issues/). */
async function allKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['applications/', 'issues/']) {
    let after: string | null = null;
    do {
      const page = await storage.list(prefix, { after });
      keys.push(...page.objects.map((object) => object.key));
      after = page.next;
    } while (after);
  }
  return keys.sort();
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function servedFiles(api: ApiProcess, key: string, rows: FileRow[]): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  for (const row of rows) {
    const response = await fetch(
      `${api.baseUrl}/api/backoffice/applications/${row.application_id}/attachments/${row.id}`,
      { headers: { [INTEGRATION_KEY_HEADER]: key }, signal: AbortSignal.timeout(10_000) },
    );
    if (!response.ok) {
      const lines = api.output().split('\n').slice(-8);
      throw new Error(
        `the API did not serve ${row.storage_key}: HTTP ${response.status}\n${JSON.stringify(lines.slice(-3))}`,
      );
    }
    served.set(row.storage_key, sha256(new Uint8Array(await response.arrayBuffer())));
  }
  return served;
}

/** server: a PostgreSQL server's address without a database (the drill makes its own). */
export async function runRestoreDrill(
  server: string,
  log: (line: string) => void = console.log,
): Promise<DrillReport> {
  const started = Date.now();
  const suffix = randomBytes(4).toString('hex');
  const source = `restore_drill_${suffix}`;
  const restored = `restore_drill_${suffix}_restored`;
  const url = (database: string) => `${server.replace(/\/+$/, '')}/${database}`;
  const work = mkdtempSync(path.join(tmpdir(), 'portal-restore-drill-'));
  const backupDir = path.join(work, 'backup');
  const admin = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  const s3 = await startS3Server('restore-drill');
  const storage = s3Storage(s3.settings());
  const apis: ApiProcess[] = [];
  const env = storageEnvironment(s3.settings());
  const rowsOf = async (database: string) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      const attachments = await client.query<FileRow>(
        'select application_id, id, storage_key from application_attachment order by id',
      );
      const documents = await client.query<{ storage_key: string }>(
        'select storage_key from issue_document_file order by id',
      );
      return { attachments: attachments.rows, claimed: [...attachments.rows, ...documents.rows] };
    } finally {
      await client.end();
    }
  };
  try {
    await admin.query(`create database ${source}`);
    log(`1. the API on ${source} and s3rver; three applications with files`);
    const first = await startApi({ databaseUrl: url(source), env });
    apis.push(first);
    const jan = new Browser(first.baseUrl);
    await jan.signIn('jan.kowalski@example.com', 'PortalDemo2026');
    for (let i = 0; i < 3; i++) {
      const answer = await sendApplication(jan, application(2_000 + i * 1_000, 2));
      if (answer.status !== 200) throw new Error(`an application was refused: ${answer.status}`);
    }
    const key = readFileSync(path.join(first.tmpDir, 'backoffice.key'), 'utf8').trim();
    const before = await rowsOf(source);
    const servedBefore = await servedFiles(first, key, before.attachments);

    log('2. backup: pg_dump first, then the bucket');
    const backupStarted = Date.now();
    mkdirSync(path.join(backupDir, 'files'), { recursive: true });
    await run('pg_dump', ['--format=custom', '--file', path.join(backupDir, 'database.dump'), url(source)]);
    // An application sent between the dump and the bucket copy: its files are in the copy, its rows are
    // not. The documented order makes this the only kind of difference (files without a row).
    const late = await sendApplication(jan, application(7_000, 1));
    if (late.status !== 200) throw new Error(`the late application was refused: ${late.status}`);
    for (const objectKey of await allKeys(storage)) {
      const file = path.join(backupDir, 'files', objectKey);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await bytesOf(await storage.read(objectKey)));
    }
    const backupMs = Date.now() - backupStarted;
    await first.stop();

    log('3. the disaster: the database dropped, the bucket emptied');
    await admin.query(`drop database ${source} with (force)`);
    for (const objectKey of await allKeys(storage)) await storage.remove(objectKey);
    if ((await allKeys(storage)).length !== 0) throw new Error('the bucket was not emptied');

    log(`4. restore: pg_restore into ${restored}, then the files`);
    const restoreStarted = Date.now();
    await admin.query(`create database ${restored}`);
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      url(restored),
      path.join(backupDir, 'database.dump'),
    ]);
    const copied = await run('find', [path.join(backupDir, 'files'), '-type', 'f']);
    for (const file of copied.stdout.split('\n').filter(Boolean))
      await storage.putFromFile(path.relative(path.join(backupDir, 'files'), file), file);
    const restoreMs = Date.now() - restoreStarted;

    log('5. check: every row has its file, and the API serves it as before');
    const after = await rowsOf(restored);
    const inBucket = new Set(await allKeys(storage));
    const claimed = new Set(after.claimed.map((row) => row.storage_key));
    const missingFiles = [...claimed].filter((objectKey) => !inBucket.has(objectKey));
    const unreferencedFiles = [...inBucket].filter((objectKey) => !claimed.has(objectKey));
    const second = await startApi({
      databaseUrl: url(restored),
      env,
      filesDir: first.filesDir,
      tmpDir: first.tmpDir,
    });
    apis.push(second);
    const servedAfter = await servedFiles(second, key, after.attachments);
    const servedIdentical = [...servedBefore].filter(([k, hash]) => servedAfter.get(k) === hash).length;
    const report: DrillReport = {
      applications: new Set(after.attachments.map((row) => row.application_id)).size,
      files: after.claimed.length,
      missingFiles,
      unreferencedFiles,
      servedIdentical,
      ms: { backup: backupMs, restore: restoreMs, total: Date.now() - started },
    };
    if (missingFiles.length > 0) throw new Error(`rows without their file: ${missingFiles.join(', ')}`);
    if (servedIdentical !== servedBefore.size)
      throw new Error(`the restored API served ${servedIdentical} of ${servedBefore.size} files unchanged`);
    log(JSON.stringify(report));
    return report;
  } finally {
    for (const api of apis) {
      await api.stop();
      removeApiFolders(api);
    }
    await admin.query(`drop database if exists ${source} with (force)`);
    await admin.query(`drop database if exists ${restored} with (force)`);
    await admin.end();
    await s3.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
