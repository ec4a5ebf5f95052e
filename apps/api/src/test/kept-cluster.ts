// The API suite's files share a worker's modules (vitest.config.ts: isolate false), and each file's
// database in memory is the cluster the worker's previous file ended, emptied, instead of a new one loaded
// from the run's migrated dump: ~0.65 s of CPU a file (docs/testing.md). Emptied: the session reset, every
// table but the migrations' truncated and every sequence restarted, after checking that the schema is
// still the migrated one. A cluster whose schema a test changed (a table of its own, a missing migration),
// or that a test closed, is closed and the next file starts a new one.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { ClusterKeeper, Database } from '../db/database.ts';

/** Everything the tests may have changed besides the rows: relations, columns, constraints, triggers… */
const SCHEMA_FINGERPRINT = `
  select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
    select 'n ' || nspname as line from pg_namespace
    union all
    select 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'a ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' ||
        a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select 'k ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 't ' || tgrelid::regclass || ' ' || tgname from pg_trigger where not tgisinternal
    union all
    select 'f ' || oid::regprocedure::text from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select 'r ' || rolname from pg_roles
    union all
    select 'm ' || name from kysely_migration
  ) lines`;

let migratedSchema: string | undefined;
let spare: PGlite | undefined;

/** Notes the schema of a freshly migrated database in memory: what a kept cluster must still have. */
export async function rememberMigratedSchema(db: Database): Promise<void> {
  if (migratedSchema !== undefined) return;
  const { rows } = await sql<{ fingerprint: string }>`${sql.raw(SCHEMA_FINGERPRINT)}`.execute(db);
  migratedSchema = rows[0]?.fingerprint;
}

/** The cluster as the migrations left it, or false when it cannot be (then it is closed). */
async function emptied(cluster: PGlite): Promise<boolean> {
  if (cluster.closed || migratedSchema === undefined) return false;
  // A transaction a test left open, then the session's settings, prepared statements and temporary tables.
  await cluster.exec('rollback');
  await cluster.exec('discard all');
  const { rows } = await cluster.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  if (rows[0]?.fingerprint !== migratedSchema) return false;
  const tables = await cluster.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tablename not in ('kysely_migration', 'kysely_migration_lock')`,
  );
  if (tables.rows.length)
    await cluster.exec(`truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade`);
  const sequences = await cluster.query<{ name: string }>(
    `select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences.rows) await cluster.exec(`alter sequence ${name} restart`);
  return true;
}

export const keptCluster: ClusterKeeper = {
  async take() {
    const cluster = spare;
    spare = undefined;
    if (!cluster) return undefined;
    try {
      if (await emptied(cluster)) return cluster;
    } catch {
      // A cluster in a state the reset cannot mend: a new one instead.
    }
    if (!cluster.closed) await cluster.close().catch(() => {});
    return undefined;
  },
  async giveBack(cluster) {
    // Two databases open at once in one file: the second to end is closed.
    if (spare && spare !== cluster) await cluster.close();
    else spare = cluster;
  },
};
