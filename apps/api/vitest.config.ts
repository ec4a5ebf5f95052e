import { defineProject } from 'vitest/config';

/**
 * The API suite. Its files share a worker's modules (isolate: false): importing Fastify, the adapters and
 * PGlite once per worker instead of once per file saves about a second a file. A test that replaces a
 * module (vi.mock) needs a fresh module registry: name it *.isolated.test.ts (the api-isolated project
 * of the root config).
 */
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.ts'],
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    // Guards against a hang, not budgets.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
