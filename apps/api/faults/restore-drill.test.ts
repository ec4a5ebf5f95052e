// Operability: the restore drill (tools/ops/restore-drill.ts, `pnpm ops:restore-drill`) in CI, on this
// suite's private PostgreSQL: a backup taken in the documented order restores to a database whose every
// row has its file, served by the API as before; the only difference is files without a row (stored
// after the dump), which the retention sweep removes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runRestoreDrill } from './harness/restore-drill.ts';
import { startPostgresCluster, type PostgresCluster } from './harness/postgres-cluster.ts';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
});

afterAll(async () => {
  await cluster?.destroy();
});

it('restores the database and the bucket to a state where every row has its file', async () => {
  const lines: string[] = [];
  const report = await runRestoreDrill(cluster.url('').replace(/\/$/, ''), (line) => lines.push(line));
  expect(report).toMatchObject({ applications: 3, files: 6, missingFiles: [], servedIdentical: 6 });
  // The application sent between the dump and the bucket copy: one file, no row.
  expect(report.unreferencedFiles).toHaveLength(1);
  expect(report.ms.total).toBeLessThan(90_000);
}, 120_000);
