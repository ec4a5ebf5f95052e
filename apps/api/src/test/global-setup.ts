// The API projects' global setup. On PGlite: one migrated cluster for every test file of the run
// (pglite-snapshot.ts). On PostgreSQL each file migrates a schema of its own, which takes milliseconds;
// the run's schemas are dropped at its end (postgres-schemas.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedSnapshot } from './pglite-snapshot.ts';
import { dropSchemasOfRun, newRunPrefix } from './postgres-schemas.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL ?? '';
  if (/^postgres/.test(url)) {
    const prefix = newRunPrefix();
    project.provide('pgliteSnapshot', undefined);
    project.provide('postgresSchemaPrefix', prefix);
    return () => dropSchemasOfRun(url, prefix);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-pglite-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  await writeMigratedSnapshot(file);
  project.provide('pgliteSnapshot', file);
  project.provide('postgresSchemaPrefix', undefined);
  return async () => rmSync(folder, { recursive: true, force: true });
}
