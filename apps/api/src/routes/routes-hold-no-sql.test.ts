// Code structure, docs/decisions.md "API layers": a route parses, authorises and answers; the rules and the
// queries live in the domain modules (accounts/, applications/, issues/, payments/, …). This fails when a
// route file (tests aside) builds a query, opens a transaction or reaches for Kysely itself again.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryPatterns, sourceFiles, sqlIn as sqlWith, type SqlPattern } from '../test/sql-patterns.ts';

const routesDir = import.meta.dirname;

/** A query or a transaction, and, in a route, even importing Kysely, a pool or the database modules. */
const sqlPatterns: SqlPattern[] = [
  ...queryPatterns,
  {
    name: 'database import',
    pattern: /from\s+['"](kysely|pg|@electric-sql\/pglite)['"]|\/db\/(schema|database|migrate)\.ts['"]/,
  },
];

const sqlIn = (source: string) => sqlWith(source, sqlPatterns);

describe('route files', () => {
  it('hold no SQL: no queries, transactions or database imports', () => {
    const files = sourceFiles(routesDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = Object.fromEntries(
      files
        .map((file) => [relative(routesDir, file), sqlIn(readFileSync(file, 'utf8'))] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(offenders).toEqual({});
  });

  it('would be caught: each kind of SQL the check looks for', () => {
    const samples = [
      "const row = await app.db.selectFrom('account').select('id').executeTakeFirst();",
      "await db.insertInto('error_report').values(report)",
      "await trx.updateTable('invoice').set({ status: 'CANCELED' })",
      "await db.deleteFrom('session')",
      'await sql`select 1`.execute(app.db);',
      'const n = sql<number>`count(*)`;',
      "await pool.query('select 1')",
      'await db.transaction().execute(async (trx) => {})',
      "import { sql } from 'kysely';",
      "import type { Database } from '../../../db/database.ts';",
    ];
    for (const sample of samples) expect(sqlIn(sample), sample).not.toEqual([]);
    // Words are not code: a comment about a payment transaction or a query string is fine.
    expect(sqlIn('// the provider confirms the transaction; request.query.status')).toEqual([]);
  });
});
