// Resilience, "two processes on one PGlite data directory": both used to start, hand out the same ids, and
// writes one of them acknowledged were gone after a restart. With real API processes: the second one
// refuses to start and says why; after the first one crashes (kill -9) its stale lock is taken over; and
// every write acknowledged on the way is still in the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { launchApi, removeApiFolders, startApi, type ApiProcess } from './harness/api-process.ts';
import { Browser } from './harness/browser.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-pglite-'));
const started: ApiProcess[] = [];

afterAll(async () => {
  for (const api of started) {
    await api.kill9();
    removeApiFolders(api);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function acknowledgedWrite(api: ApiProcess, code: string): Promise<string> {
  const answer = await new Browser(api.baseUrl).post('/api/report-error', { code, info: 'pglite' });
  expect(answer.status).toBe(204);
  return code;
}

it('one API per PGlite folder: a second one refuses to start, a crashed one is replaced, no acknowledged write is lost', async () => {
  const acknowledged: string[] = [];
  const first = await startApi({ databaseUrl: dataDir });
  started.push(first);
  acknowledged.push(await acknowledgedWrite(first, 'PGLITE-first'));

  const second = await launchApi({ databaseUrl: dataDir });
  started.push(second);
  expect(await second.exited(60_000)).toBe(1);
  expect(second.output()).toContain(
    `Katalog bazy danych ${dataDir} jest używany przez inny proces (pid ${first.pid}`,
  );
  expect(second.output()).toContain(
    `The database directory ${dataDir} is in use by another process (pid ${first.pid}`,
  );
  expect(first.alive()).toBe(true);
  acknowledged.push(await acknowledgedWrite(first, 'PGLITE-first-after-refusal'));

  await first.kill9();
  const third = await startApi({ databaseUrl: dataDir });
  started.push(third);
  acknowledged.push(await acknowledgedWrite(third, 'PGLITE-after-crash'));
  // An orderly stop releases the folder: this test process can open it next.
  expect(await third.stop()).toBe(0);

  const db = await openDatabase({ url: dataDir });
  try {
    const rows = await db.selectFrom('error_report').select('code').execute();
    expect(rows.map((row) => row.code)).toEqual(expect.arrayContaining(acknowledged));
  } finally {
    await db.destroy();
  }
});
