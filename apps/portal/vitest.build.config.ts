import { defineProject } from 'vitest/config';
import { buildToolingTests, portalTestPlugins } from './vitest.config.ts';

// The Lingui tooling these tests load (its config, through jiti) cannot run inside a VM context, so they
// run in a process of their own, as the build does.
export default defineProject({
  plugins: portalTestPlugins(),
  test: {
    name: 'portal-build',
    environment: 'jsdom',
    include: buildToolingTests,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
