// `pnpm test:data`: the data layer's step. With DATABASE_URL=postgres://… (CI's PostgreSQL step) the tests
// that reach the database run again on PostgreSQL: every test file that opens one through the test
// helpers (src/test/test-app.ts). The others run the same code on either engine and ran in `pnpm test`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { apiTestOptions } from './vitest.config.ts';

const root = import.meta.dirname;
const usesTestDatabase = /from '(?:\.\.?\/)+(?:test\/)?test-app\.ts'/;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

export const testsThatReachTheDatabase = testFilesUnder(path.join(root, 'src'))
  .filter((file) => usesTestDatabase.test(readFileSync(file, 'utf8')))
  .map((file) => path.relative(root, file));

const isolated = (file: string) => file.endsWith('.isolated.test.ts');

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default', ['json', { outputFile: path.join(root, '../../test-results/vitest-data.json') }]],
    projects: [
      {
        test: {
          ...apiTestOptions,
          name: 'api-data',
          root,
          include: testsThatReachTheDatabase.filter((file) => !isolated(file)),
          isolate: false,
        },
      },
      {
        test: {
          ...apiTestOptions,
          name: 'api-data-isolated',
          root,
          include: testsThatReachTheDatabase.filter(isolated),
        },
      },
    ],
  },
});
