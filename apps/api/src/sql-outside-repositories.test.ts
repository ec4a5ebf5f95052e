// docs/architecture.md "Layers": SQL lives in repositories (`*-repository.ts`), beside the domain code that
// calls them; a transaction is opened through db/transaction.ts. Every older module's queries have moved
// (the demo seeders write through the tables' repositories too), so no module outside a repository may
// hold any: a file with SQL outside a repository fails. The database's own plumbing (db/: connections,
// pools, migrations, the schema check) and the tests' helpers (test/) are not domain code and are not
// counted.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, sqlIn } from './test/sql-patterns.ts';

const srcDir = import.meta.dirname;

function isCounted(path: string): boolean {
  return !path.endsWith('-repository.ts') && !path.startsWith('db/') && !path.startsWith('test/');
}

describe('SQL outside repositories', () => {
  it('is held by no module outside a repository', () => {
    const holding = sourceFiles(srcDir)
      .map((file) => relative(srcDir, file).split(sep).join('/'))
      .filter((path) => isCounted(path) && sqlIn(readFileSync(`${srcDir}/${path}`, 'utf8')).length > 0)
      .sort();
    expect(holding).toEqual([]);
  });

  it('counts a repository, the database plumbing and the test helpers out, and a domain module in', () => {
    expect(isCounted('issues/issue-repository.ts')).toBe(false);
    expect(isCounted('db/migrations/0005-issues.ts')).toBe(false);
    expect(isCounted('test/payments.ts')).toBe(false);
    expect(isCounted('payments/payment-orders.ts')).toBe(true);
    expect(isCounted('issues/repository-notes.ts')).toBe(true);
  });
});
