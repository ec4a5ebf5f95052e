import { defineProject } from 'vitest/config';
import { uiTestOptions, uiTestPlugins } from './vitest.config.ts';

/** The UI's tests that need a fresh module registry (vi.mock, emotion's first insertion): one per file. */
export default defineProject({
  plugins: uiTestPlugins(),
  test: {
    ...uiTestOptions,
    name: 'ui-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    pool: 'vmThreads',
  },
});
