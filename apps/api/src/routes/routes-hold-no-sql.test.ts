// Issue 18, docs/decisions.md "API layers": a route parses, authorises and answers; the rules and the
// queries live in the domain modules (accounts/, applications/, issues/, payments/, …). This fails when a
// route file (tests aside) builds a query, opens a transaction or reaches for Kysely itself again.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = import.meta.dirname;

/** What a query, a transaction or raw SQL looks like in this code base (Kysely or a pg pool). */
const sqlPatterns: { name: string; pattern: RegExp }[] = [
  {
    name: 'query builder',
    pattern: /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\s*\(/,
  },
  { name: 'running a built query', pattern: /\.execute(TakeFirst(OrThrow)?)?\s*\(/ },
  { name: 'raw SQL', pattern: /\bsql\s*(<[^>]*>)?\s*`/ },
  { name: 'pool query', pattern: /\.query\s*\(/ },
  { name: 'transaction', pattern: /\.transaction\s*\(/ },
  {
    name: 'database import',
    pattern: /from\s+['"](kysely|pg|@electric-sql\/pglite)['"]|\/db\/(schema|database|migrate)\.ts['"]/,
  },
];

function sqlIn(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const { name, pattern } of sqlPatterns) {
      if (pattern.test(line)) found.push(`${index + 1}: ${name}: ${line.trim()}`);
    }
  });
  return found;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('route files', () => {
  it('hold no SQL: no queries, transactions or database imports', () => {
    const files = routeFiles(routesDir);
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
