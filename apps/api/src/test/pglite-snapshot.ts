// The API suite's in-memory databases start from one migrated cluster, made once per run by the project's
// global setup: PGlite's initdb and the migrations cost about a second per test file, loading a dump of
// the migrated cluster about 0.3 s (docs/testing.md). The same initdb, dumped before the migrations, stands
// in for the initdb of a database folder that a test wants as a first start finds it (freshClusterFolder).
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import { pglitePool } from '../db/pglite-pool.ts';
import type { DB } from '../db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated cluster, when the API project's global setup made one. */
    pgliteSnapshot: string | undefined;
    /** The same cluster before the migrations (just initdb'd), when the global setup made one. */
    pgliteFreshSnapshot: string | undefined;
  }
}

/**
 * A dump already read into memory. PGlite reads a dump with `arrayBuffer()`, which for Node 20's Blob
 * copies its 42 MB through a stream of small chunks: about 0.35 s of CPU for each database a test file
 * opens, a quarter of its start (docs/testing.md). This one hands PGlite a copy of the bytes it holds (the
 * copy: PGlite owns the buffer it is given); its other methods are Blob's own, on the same bytes.
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([bytes], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer as ArrayBuffer);
  }
}

const readDump = async (file: string): Promise<Blob> => new DumpBlob(new Uint8Array(await readFile(file)));

// A checkpoint first: a database started from a dump of a cluster that has written since its last one
// replays that WAL, 0.2 s of CPU more for every test file (docs/testing.md).
async function writeDump(pglite: PGlite, file: string): Promise<void> {
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

/**
 * Writes the data directory of a new in-memory PGlite cluster to `fresh` (as initdb left it, when given)
 * and, once migrated, to `migrated`.
 */
export async function writeMigratedSnapshot(migrated: string, fresh?: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
  try {
    if (fresh) await writeDump(pglite, fresh);
    await migrateToLatest(db);
    await writeDump(pglite, migrated);
  } finally {
    await db.destroy();
  }
}

/**
 * Fills `folder` (a PGlite database folder, empty or absent) with a new cluster that no migration has
 * touched, as the first start of a database in a new folder makes it, from the run's dump of one: the
 * code under test opens the folder itself and migrates it. PGlite's initdb on disk took 9 s of CPU on
 * a loaded two-core machine, loading the dump about 1 s. Without a dump (outside a project whose global
 * setup makes one) the folder is left as it was, and the first start runs initdb.
 */
export async function freshClusterFolder(folder: string): Promise<void> {
  if (!process.env.VITEST) return;
  const { inject } = await import('vitest');
  const file = inject('pgliteFreshSnapshot');
  if (!file) return;
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(folder, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: folder,
    loadDataDir: await readDump(file),
  });
  await pglite.close();
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
    return file ? readDump(file) : undefined;
  })();
  return snapshot;
}
