import { defineProject } from 'vitest/config';
import { nodeTests, portalTestPlugins } from './vitest.config.ts';

// The portal's tests that run in Node (nodeTests). The Lingui tooling some of them load (its config,
// through jiti) cannot run inside a VM context, so they run in processes of their own, as the build does.
// Without the screen tests' setup (src/test/setup.ts): none of them renders a screen, and importing it
// (the engine, Chakra, Storybook's annotations) took 4–10 s of each file's process (docs/testing.md).
export default defineProject({
  plugins: portalTestPlugins(),
  test: {
    name: 'portal-build',
    environment: 'jsdom',
    include: nodeTests,
    testTimeout: 20_000,
  },
});
