// Issue 33, docs/architecture.md "Layers": SQL lives in repositories (`*-repository.ts`), beside the domain
// code that calls them. The older modules that still hold their own queries are listed here; the list may
// only shrink: a new file with SQL outside a repository fails, and so does a listed file that no longer
// holds any (take it off the list). The database's own plumbing (db/: connections, pools, migrations,
// the schema check) and the tests' helpers (test/) are not domain code and are not counted.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, sqlIn } from './test/sql-patterns.ts';

const srcDir = import.meta.dirname;

/** Files outside a repository that still hold SQL, to move into their tables' repositories. */
const stillHoldingSql = [
  'privacy/account-erasure.ts',
];

function isCounted(path: string): boolean {
  return !path.endsWith('-repository.ts') && !path.startsWith('db/') && !path.startsWith('test/');
}

describe('SQL outside repositories', () => {
  it('is held only by the files still listed, and by each of them', () => {
    const holding = sourceFiles(srcDir)
      .map((file) => relative(srcDir, file).split(sep).join('/'))
      .filter((path) => isCounted(path) && sqlIn(readFileSync(`${srcDir}/${path}`, 'utf8')).length > 0)
      .sort();
    expect(holding).toEqual([...stillHoldingSql].sort());
  });

  it('counts a repository, the database plumbing and the test helpers out, and a domain module in', () => {
    expect(isCounted('issues/issue-repository.ts')).toBe(false);
    expect(isCounted('db/migrations/0005-issues.ts')).toBe(false);
    expect(isCounted('test/payments.ts')).toBe(false);
    expect(isCounted('payments/payment-orders.ts')).toBe(true);
    expect(isCounted('issues/repository-notes.ts')).toBe(true);
  });
});
