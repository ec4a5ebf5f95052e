import { defineProject } from 'vitest/config';
import { portalTestOptions, portalTestPlugins } from './vitest.config.ts';

/** The portal's tests that replace a module (vi.mock): each file gets its own module registry. */
export default defineProject({
  plugins: portalTestPlugins(),
  test: {
    ...portalTestOptions,
    name: 'portal-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    pool: 'vmThreads',
  },
});
