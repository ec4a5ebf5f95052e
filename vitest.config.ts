import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two cores. One
    // more than the cores: a worker waits about a quarter of its time for the main process (Vite's
    // transforms) and for I/O (CPU profiles of the API's workers: 7–9 s idle in 31 s). On two cores,
    // three workers took the suite from 400 s to 374 s (docs/testing.md).
    maxWorkers: availableParallelism() + 1,
    // A failed test fails the run: a flaky test is a defect to fix, not to retry (docs/testing.md).
    retry: 0,
    // Each file's time, for CI's list of the slowest (tools/ci/test-times.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      'packages/*',
      // Its tests run in the tools project (tools/vitest.config.ts), which shares the checked forms' memo.
      '!packages/schema-kit',
      'packages/ui/vitest.isolated.config.ts',
      'packages/form-engine/vitest.isolated.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/portal/vitest.config.ts',
      'apps/portal/vitest.isolated.config.ts',
      'apps/portal/vitest.build.config.ts',
      'apps/studio',
      'apps/studio/vitest.node.config.ts',
      'tools',
    ],
  },
});
