import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';
import { reactWithLinguiMacro } from '@portal/ui/vite';

// The Lingui macro looks its config up from process.cwd(), which is the repo root under `vitest --project`.
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

/** The build's plugins that tests need: JSX and Lingui's macro and catalog. */
export const studioTestPlugins = () => [reactWithLinguiMacro(), lingui({ configPath: linguiConfig })];

/** The tests that run in Node, not in a window (studio-node: vitest.node.config.ts). */
export const nodeTests = [
  'src/editor/language.test.ts',
  'src/visual/conditions.test.ts',
  'src/visual/conditions.check.test.ts',
  'src/share/shareLink.test.ts',
];

export default defineProject({
  plugins: studioTestPlugins(),
  test: {
    name: 'studio',
    environment: 'jsdom',
    // As the other jsdom projects (@portal/ui/vitest): transformed modules kept on disk between runs.
    experimental: { fsModuleCache: true },
    // As the portal's, the UI's and the wizard's tests: the files of a worker share its window and its
    // modules (React, Chakra, CodeMirror and the schema tools imported once per worker, not per file);
    // the setup leaves the page as a page load finds it after each file (docs/testing.md).
    pool: 'threads',
    isolate: false,
    // The server's tests (server/**) run in the tools project: they run in Node, not in a window, and
    // check the schemas through the memo the tools' tests fill in the same workers. Here, each of them
    // ended the worker's window and modules and started another (a runner serves one environment).
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...nodeTests],
    setupFiles: ['./src/test/setup.ts'],
    // A visual-editing test clicks and types through several panels (a few seconds on a shared machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    clearMocks: true,
    restoreMocks: true,
  },
});
