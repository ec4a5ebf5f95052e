// Operability, "migrations without downtime": during a rolling deploy the previous release's replicas run on
// the schema the new release migrated to. Its queries keep working only if the new migrations expanded
// the schema and left what it uses alone: no table or column dropped or renamed, no type narrowed, no
// nullable column made NOT NULL, and every column it does not know of optional for its inserts (nullable or
// with a default). Contracting (dropping what the previous release used) waits for a later release, and
// names its columns in released-migrations.json's `contracted` (docs/operations.md).
import { sql } from 'kysely';
import type { Database } from './database.ts';

export interface ColumnShape {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

/** table → column → shape */
export type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** A value of the earlier type is read and written unchanged in the later one. */
const widenings: Record<string, string[]> = {
  int2: ['int4', 'int8', 'numeric'],
  int4: ['int8', 'numeric'],
  int8: ['numeric'],
  varchar: ['text'],
  bpchar: ['text', 'varchar'],
  timestamp: ['timestamptz'],
  json: ['jsonb'],
};

/** What breaks the previous release's queries on the later schema; empty when nothing does. */
export function incompatibilities(
  released: SchemaShape,
  current: SchemaShape,
  contracted: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const isContracted = (table: string, column?: string) =>
    contracted.includes(table) || (column !== undefined && contracted.includes(`${table}.${column}`));
  for (const [table, columns] of Object.entries(released)) {
    const now = current[table];
    if (!now) {
      if (!isContracted(table)) problems.push(`table ${table} was dropped or renamed`);
      continue;
    }
    for (const [column, before] of Object.entries(columns)) {
      const after = now[column];
      if (!after) {
        if (!isContracted(table, column)) problems.push(`column ${table}.${column} was dropped or renamed`);
        continue;
      }
      if (after.type !== before.type && !(widenings[before.type] ?? []).includes(after.type))
        problems.push(`column ${table}.${column} changed type ${before.type} -> ${after.type}`);
      if (before.nullable && !after.nullable)
        problems.push(`column ${table}.${column} became NOT NULL (the previous release may write null)`);
    }
    for (const [column, after] of Object.entries(now)) {
      if (columns[column] || after.nullable || after.hasDefault) continue;
      problems.push(
        `new column ${table}.${column} is NOT NULL without a default (the previous release's inserts omit it)`,
      );
    }
  }
  return problems;
}

/** The shape of the tables in the current schema (the migrator's own tables left out). */
export async function schemaShape(db: Database): Promise<SchemaShape> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
  }>`
    select table_name, column_name, udt_name, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely\\_migration%'
    order by table_name, ordinal_position`.execute(db);
  const shape: SchemaShape = {};
  for (const row of rows)
    (shape[row.table_name] ??= {})[row.column_name] = {
      type: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null,
    };
  return shape;
}
