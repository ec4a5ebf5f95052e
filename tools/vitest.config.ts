import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // The full schema check compiles every form (a few seconds on a shared machine).
    testTimeout: 60_000,
    // Tests that start the API (tools/backoffice.test.ts) open PGlite and run the migrations first.
    hookTimeout: 60_000,
  },
});
