// One SQL dialect, two engines: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

export interface DatabaseLocation {
  /** 'postgres://…' (PostgreSQL), 'pglite://memory' (in memory) or a folder path (PGlite on disk). */
  url: string;
  /** PostgreSQL only: a schema to work in, created if missing (test isolation). */
  schema?: string;
}

const INT8 = 20;
const NUMERIC = 1700;

export async function openDatabase({ url, schema }: DatabaseLocation): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = await import('pg');
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? Number : pg.default.types.getTypeParser(oid, format),
    };
    const pool = new pg.default.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      types,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) await pool.query(`create schema if not exists "${schema}"`);
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { pglitePool } = await import('./pglite-pool.ts');
  const dataDir = url === 'pglite://memory' ? undefined : url.replace(/^pglite:\/\//, '');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // Same JavaScript types as node-postgres above: counts and bigints as numbers, numeric as text.
    parsers: { [INT8]: Number, [NUMERIC]: String },
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
}
