import { defineConfig } from 'vitest/config';

// `pnpm test:faults`: real processes and a private PostgreSQL per file, so files run one after another
// (2 shared cores) and every wait has its own time limit inside the tests.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
