import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // The full schema check compiles every form (a few seconds on a shared machine).
    testTimeout: 60_000,
  },
});
