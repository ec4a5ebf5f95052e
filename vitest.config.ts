import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two cores.
    maxWorkers: Math.max(2, availableParallelism()),
    // A failed test fails the run: a flaky test is a defect to fix, not to retry (docs/testing.md).
    retry: 0,
    // Each file's time, for CI's list of the slowest (tools/ci/test-times.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      'packages/*',
      'packages/ui/vitest.isolated.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/portal/vitest.config.ts',
      'apps/portal/vitest.isolated.config.ts',
      'apps/portal/vitest.build.config.ts',
      'apps/studio',
      'tools',
    ],
  },
});
