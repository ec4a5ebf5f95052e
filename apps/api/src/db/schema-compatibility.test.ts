// Operability: the migrations added since the last release keep the released code's queries working
// (expand, migrate, contract: docs/operations.md). The database is migrated to the released set
// (released-migrations.json), described, migrated to the latest, and described again; on PGlite, and on
// PostgreSQL with DATABASE_URL (pnpm test:data).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { defaultDatabaseSettings } from './database-settings.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';
import released from './released-migrations.json' with { type: 'json' };
import { incompatibilities, schemaShape, type SchemaShape } from './schema-compatibility.ts';
import { usingPostgres } from '../test/test-app.ts';
import { runSchemaPrefix } from '../test/postgres-schemas.ts';

const column = (type: string, nullable = false, hasDefault = false) => ({ type, nullable, hasDefault });

describe('the compatibility rule', () => {
  const before: SchemaShape = {
    account: { id: column('int8', false, true), email: column('text'), phone: column('text', true) },
    outbox: { id: column('int8', false, true), attempts: column('int4', false, true) },
  };

  it('accepts an expansion: a new table, a nullable or defaulted column, a widened type', () => {
    const after: SchemaShape = {
      account: {
        ...before.account,
        locale: column('text', false, true),
        last_seen: column('timestamptz', true),
      },
      outbox: { ...before.outbox, attempts: column('int8', false, true) },
      audit_event: { id: column('int8'), action: column('text') },
    };
    expect(incompatibilities(before, after)).toEqual([]);
  });

  it('refuses a drop, a rename, a narrowed type, a new NOT NULL and a required new column', () => {
    const after: SchemaShape = {
      account: {
        id: column('int4', false, true),
        e_mail: column('text'),
        phone: column('text'),
        tenant: column('int8'),
      },
    };
    expect(incompatibilities(before, after)).toEqual([
      'column account.id changed type int8 -> int4',
      'column account.email was dropped or renamed',
      'column account.phone became NOT NULL (the previous release may write null)',
      "new column account.e_mail is NOT NULL without a default (the previous release's inserts omit it)",
      "new column account.tenant is NOT NULL without a default (the previous release's inserts omit it)",
      'table outbox was dropped or renamed',
    ]);
  });

  it('lets a later release contract what it names', () => {
    const after: SchemaShape = { account: { id: before.account!.id!, email: before.account!.email! } };
    expect(incompatibilities(before, after, ['outbox', 'account.phone'])).toEqual([]);
  });
});

/** A database with no migrations applied: an in-memory PGlite, or a new schema on PostgreSQL. */
async function emptyDatabase(): Promise<{ db: Database; schema?: string; drop: () => Promise<void> }> {
  if (!usingPostgres) {
    const db = await openDatabase({ url: 'pglite://memory', settings: defaultDatabaseSettings });
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.DATABASE_URL!;
  // Named with the run's prefix and dropped when the run ends, as every test schema is: a schema dropped
  // while another file's migrator reads every schema's tables fails that read (postgres-schemas.ts).
  const prefix = await runSchemaPrefix();
  const schema = `${prefix ?? ''}compat_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url, schema, settings: defaultDatabaseSettings });
  return {
    db,
    schema,
    drop: async () => {
      await db.destroy();
      if (prefix !== undefined) return;
      const admin = await openDatabase({ url });
      await admin.schema.dropSchema(schema).ifExists().cascade().execute();
      await admin.destroy();
    },
  };
}

describe('the migrations since the last release', () => {
  it('are listed after every released one, which all still exist', () => {
    const all = migrationNames();
    expect(all.slice(0, released.migrations.length)).toEqual(released.migrations);
  });

  it("keep the released schema's tables and columns for the previous release's queries, and let it start", async () => {
    const { db, schema, drop } = await emptyDatabase();
    try {
      await migrateToLatest(db, schema, released.migrations);
      const before = await schemaShape(db);
      expect(Object.keys(before).length).toBeGreaterThan(10);
      await migrateToLatest(db, schema);
      const after = await schemaShape(db);
      expect(incompatibilities(before, after, released.contracted)).toEqual([]);
      // A rollback or a rolling deploy: code that knows fewer migrations than the database has run starts
      // without migrating (one fewer than all when nothing has been added since the release).
      const all = migrationNames();
      const previous = released.migrations.length < all.length ? released.migrations : all.slice(0, -1);
      await expect(migrateToLatest(db, schema, previous)).resolves.toEqual([]);
    } finally {
      await drop();
    }
  }, 60_000);
});
