// What a query, a transaction or raw SQL looks like in this code base (Kysely or a pg pool), for the tests
// that keep SQL where docs/architecture.md puts it: out of the routes, and in repositories.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SqlPattern {
  name: string;
  pattern: RegExp;
}

/** Building, running or writing a query, or opening a transaction. */
export const queryPatterns: SqlPattern[] = [
  {
    name: 'query builder',
    pattern: /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\s*\(/,
  },
  { name: 'running a built query', pattern: /\.execute(TakeFirst(OrThrow)?)?\s*\(/ },
  { name: 'raw SQL', pattern: /\bsql\s*(<[^>]*>)?\s*`/ },
  { name: 'pool query', pattern: /\.query\s*\(/ },
  { name: 'transaction', pattern: /\.transaction\s*\(/ },
];

/** Each pattern's matches in a source, as `line: pattern: code`. */
export function sqlIn(source: string, patterns: readonly SqlPattern[] = queryPatterns): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const { name, pattern } of patterns) {
      if (pattern.test(line)) found.push(`${index + 1}: ${name}: ${line.trim()}`);
    }
  });
  return found;
}

/** The non-test TypeScript files under a folder, at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
