// The API project's global setup: one migrated PGlite cluster for every test file of the run
// (pglite-snapshot.ts). On PostgreSQL each file migrates a schema of its own, which takes milliseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedSnapshot } from './pglite-snapshot.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pglite-snapshot-'));
  const usingPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');
  if (usingPostgres) project.provide('pgliteSnapshot', undefined);
  else {
    const file = path.join(folder, 'migrated.tar');
    await writeMigratedSnapshot(file);
    project.provide('pgliteSnapshot', file);
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
