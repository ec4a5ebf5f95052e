import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/** What every project of the API's tests shares (this one, api-isolated, and the data layer's step). */
export const apiTestOptions = {
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  // Guards against a hang, not budgets.
  hookTimeout: 60_000,
  testTimeout: 30_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * The API suite. Its files share a worker's modules (isolate: false): importing Fastify, the adapters and
 * PGlite once per worker instead of once per file saves about a second a file. A test that replaces a
 * module (vi.mock) needs a fresh module registry: name it *.isolated.test.ts (vitest.isolated.config.ts).
 */
export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.ts'],
    isolate: false,
  },
});
