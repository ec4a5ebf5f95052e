import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    // The files of a worker share its modules: the first file that checks the schemas in process checks
    // all 36 forms (~16 s CPU), the others (check, new-form, docs-example, versions) take the unchanged
    // forms' results from the memo (packages/schema-kit/src/form-check-memo.ts; keyed by content, not by
    // folder). The watch and build-unless-current tests check in child processes, which share nothing.
    // A test that leaves module state behind resets it (docs/testing.md).
    pool: 'forks',
    isolate: false,
    // packages/schema-kit's tests and the studio server's run here, in the same workers as the tests of
    // the scripts around them: a project of their own would check every form once more in its own workers.
    dir: fileURLToPath(new URL('..', import.meta.url)),
    include: [
      'tools/**/*.test.ts',
      'packages/schema-kit/src/**/*.test.ts',
      'apps/studio/server/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    // The API's: in a run with the API's projects (`pnpm test`), the back office's tests start the API on
    // their migrated PGlite cluster instead of an initdb and the migrations per file (5 s of CPU against
    // 3 s on a loaded machine), and the keys' commands open a folder holding their fresh cluster instead
    // of running initdb on disk (9 s against 3 s). Alone, the project makes no cluster (it took 8 s).
    globalSetup: [fileURLToPath(new URL('../apps/api/src/test/global-setup.ts', import.meta.url))],
    // The full schema check compiles every form (a few seconds on a shared machine).
    testTimeout: 60_000,
    // Tests that start the API (tools/backoffice.test.ts) open PGlite and run the migrations first.
    hookTimeout: 60_000,
  },
});
