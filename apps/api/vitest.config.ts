import { defineProject } from 'vitest/config';

export default defineProject({
  // PGlite takes seconds to start on a busy 2-core machine: one per test file, with room to spare.
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
