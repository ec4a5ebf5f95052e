import { defineProject } from 'vitest/config';

/** The API tests that replace a module (vi.mock): each file gets its own module registry. */
export default defineProject({
  test: {
    name: 'api-isolated',
    environment: 'node',
    include: ['src/**/*.isolated.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
