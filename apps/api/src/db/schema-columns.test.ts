// Code structure: the row types of schema.ts cannot drift from the migrations. The migrations run on a fresh
// database (PGlite, or PostgreSQL with DATABASE_URL) and information_schema must read exactly as
// schema-columns.ts describes; that description is compared with schema.ts's types at compile time.
import type { ColumnType, Generated } from 'kysely';
import { sql } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withTestDatabase } from '../test/test-app.ts';
import type { Database } from './database.ts';
import {
  tableColumns,
  type ColumnDescription,
  type SchemaDrift,
  type SchemaDriftOf,
} from './schema-columns.ts';

let db: Database;
withTestDatabase((opened) => {
  db = opened;
});

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** The tables the migrations made, described the way schema-columns.ts describes them. */
async function migratedColumns(): Promise<Record<string, Record<string, ColumnDescription>>> {
  const { rows } = await sql<ColumnRow>`
    select table_name, column_name, udt_name, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely\\_migration%'
    order by table_name, ordinal_position`.execute(db);
  const tables: Record<string, Record<string, ColumnDescription>> = {};
  for (const row of rows) {
    (tables[row.table_name] ??= {})[row.column_name] = {
      type: row.udt_name as ColumnDescription['type'],
      nullable: row.is_nullable === 'YES',
      ...(row.column_default !== null ? { default: true as const } : {}),
    };
  }
  return tables;
}

describe('the database types', () => {
  it('describe every table and column the migrations create: type, nullability, default', async () => {
    const migrated = await migratedColumns();
    expect(Object.keys(migrated).sort()).toEqual(Object.keys(tableColumns).sort());
    expect(migrated).toEqual(tableColumns);
  });

  it('agree with schema.ts (checked by pnpm typecheck)', () => {
    expectTypeOf<SchemaDrift>().toBeNever();
  });

  it('name each kind of drift (checked by pnpm typecheck)', () => {
    interface Types {
      kept: { id: Generated<number>; email: string; note: string | null; extra: string };
      gone_from_migrations: { id: number };
      typed_wrong: {
        count: string;
        optional: ColumnType<Date, Date | undefined, Date>;
        when: Date | null;
        payload: ColumnType<unknown, string, string>;
      };
    }
    const described = {
      kept: {
        id: { type: 'int4', nullable: false, default: true },
        email: { type: 'text', nullable: true },
        note: { type: 'text', nullable: true },
        missing: { type: 'bool', nullable: false },
      },
      typed_wrong: {
        count: { type: 'int4', nullable: false },
        optional: { type: 'timestamptz', nullable: false },
        when: { type: 'timestamptz', nullable: true },
        payload: { type: 'jsonb', nullable: false },
      },
      only_in_migrations: { id: { type: 'int4', nullable: false } },
    } as const satisfies Record<string, Record<string, ColumnDescription>>;
    expectTypeOf<SchemaDriftOf<Types, typeof described>>().toEqualTypeOf<
      | 'gone_from_migrations: a table in schema.ts, not in the migrations'
      | 'only_in_migrations: a table in the migrations, not in schema.ts'
      | 'kept.extra: in schema.ts, not in the migrations'
      | 'kept.missing: in the migrations, not in schema.ts'
      | 'kept.email: nullable in only one of schema.ts and the migrations'
      | 'typed_wrong.count: the type in schema.ts does not fit int4'
      | 'typed_wrong.optional: schema.ts lets an insert leave it out, but it has no default'
    >();
    expect(Object.keys(described)).toHaveLength(3);
  });
});
