import { defineProject } from 'vitest/config';
import { nodeTests, portalTestPlugins } from './vitest.config.ts';

// The portal's tests that run in Node (nodeTests). The Lingui tooling some of them load (its config,
// through jiti) cannot run inside a VM context, so they run in processes of their own, as the build does.
export default defineProject({
  plugins: portalTestPlugins(),
  test: {
    name: 'portal-build',
    environment: 'jsdom',
    include: nodeTests,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
