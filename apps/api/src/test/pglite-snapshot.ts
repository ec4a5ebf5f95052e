// The API suite's in-memory databases start from one migrated cluster, made once per run by the project's
// global setup: PGlite's initdb and the migrations cost about a second per test file, loading a dump of
// the migrated cluster about 0.3 s (docs/testing.md).
import { readFile, writeFile } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import { pglitePool } from '../db/pglite-pool.ts';
import type { DB } from '../db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated cluster, when the API project's global setup made one. */
    pgliteSnapshot: string | undefined;
  }
}

/** Migrates a new in-memory PGlite cluster and writes its data directory to `file`. */
export async function writeMigratedSnapshot(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

let snapshot: Promise<Blob | undefined> | undefined;

/**
 * The migrated cluster of this run, or undefined outside the API project's tests (other projects and the
 * benchmarks open an empty cluster and migrate it).
 */
export function migratedSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    if (!process.env.VITEST) return undefined;
    const { inject } = await import('vitest');
    const file = inject('pgliteSnapshot');
    return file ? new Blob([new Uint8Array(await readFile(file))]) : undefined;
  })();
  return snapshot;
}
