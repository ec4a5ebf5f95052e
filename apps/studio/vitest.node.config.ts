import { defineProject } from 'vitest/config';
import { nodeTests, studioTestPlugins } from './vitest.config.ts';

// The studio's tests that run in Node, not in a window. In the studio's jsdom project each of them ended
// a worker's window and modules, and the next screen test imported React, Chakra and CodeMirror again
// (a runner serves one environment).
export default defineProject({
  plugins: studioTestPlugins(),
  test: {
    name: 'studio-node',
    environment: 'node',
    include: nodeTests,
    pool: 'threads',
    isolate: false,
    testTimeout: 60_000,
  },
});
