// The global setup of the API projects and of the tools project (the back office's tests start the API).
// On PGlite: one migrated cluster for every test file of the run, and the same cluster before its
// migrations (pglite-snapshot.ts). On PostgreSQL each file migrates a schema of its own, which takes milliseconds;
// the run's schemas are dropped at its end (postgres-schemas.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedSnapshot } from './pglite-snapshot.ts';
import { dropSchemasOfRun, newRunPrefix } from './postgres-schemas.ts';

const API_PROJECTS = new Set(['api', 'api-isolated']);
const BORROWERS = new Set(['tools']);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL ?? '';
  // Another project (tools: the back office's tests) borrows the API projects' PGlite dumps when it runs
  // with them (`pnpm test`); alone (`--project tools`), or on PostgreSQL, it gets none and its files start
  // their databases as they would without this setup.
  if (BORROWERS.has(project.name)) {
    const withApi = project.vitest.projects.some((other) => API_PROJECTS.has(other.name));
    if (/^postgres/.test(url) || !withApi) {
      project.provide('pgliteSnapshot', undefined);
      project.provide('pgliteFreshSnapshot', undefined);
      project.provide('postgresSchemaPrefix', undefined);
      return async () => {};
    }
  } else if (/^postgres/.test(url)) {
    const prefix = newRunPrefix();
    project.provide('pgliteSnapshot', undefined);
    project.provide('pgliteFreshSnapshot', undefined);
    project.provide('postgresSchemaPrefix', prefix);
    return () => dropSchemasOfRun(url, prefix);
  }
  const { folder, ready } = shareSnapshots();
  await ready;
  project.provide('pgliteSnapshot', path.join(folder, 'migrated.tar'));
  project.provide('pgliteFreshSnapshot', path.join(folder, 'fresh.tar'));
  project.provide('postgresSchemaPrefix', undefined);
  return async () => releaseSnapshots();
}

interface SharedSnapshots {
  readonly folder: string;
  readonly ready: Promise<void>;
  projects: number;
}

// The projects of one run set up in the same process: api, api-isolated and tools share one pair of
// dumps (making them took ~8 s of CPU on a loaded machine, each project its own before).
const SHARED = Symbol.for('@portal/api: the PGlite snapshots of this run');
const holder = globalThis as { [SHARED]?: SharedSnapshots };

function shareSnapshots(): SharedSnapshots {
  let shared = holder[SHARED];
  if (!shared) {
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-pglite-snapshot-'));
    const ready = writeMigratedSnapshot(path.join(folder, 'migrated.tar'), path.join(folder, 'fresh.tar'));
    shared = holder[SHARED] = { folder, ready, projects: 0 };
  }
  shared.projects += 1;
  return shared;
}

function releaseSnapshots(): void {
  const shared = holder[SHARED];
  if (!shared || --shared.projects > 0) return;
  delete holder[SHARED];
  rmSync(shared.folder, { recursive: true, force: true });
}
