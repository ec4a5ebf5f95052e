import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';
import { portalModuleMessages } from './build/moduleMessages.ts';
import { reactWithLinguiMacro } from '@portal/ui/vite';
import { jsdomTestOptions } from '@portal/ui/vitest';

// The Lingui macro looks its config up from process.cwd(), which is the repo root under `vitest --project`.
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

/** Files that never use a Lingui macro: what plugin-react's Babel skips (below). */
const NO_MACROS = [/\/forms-generated\/forms\//];

/**
 * The tests that run in Node, not in a window (portal-build): the build's own and the catalog's (tooling
 * that loads the Lingui config), the layers' and dependencies' checks of the source text, and the
 * pre-render's. In the portal's jsdom project each of them ended a worker's window and modules, and the
 * next screen test imported React, Chakra and the app again (a runner serves one environment).
 */
export const nodeTests = [
  'build/**/*.test.ts',
  'src/locales/**/*.test.ts',
  'src/test/layers.test.ts',
  'src/test/dependencies.test.ts',
  'src/prerender/**/*.test.tsx',
];

/** The build's plugins that tests need: JSX, Lingui's macro and catalog. */
export const portalTestPlugins = () => [
  // Babel runs for the Lingui macro only, on the modules that import one: never over the generated
  // validators (schemas:build's output), hundreds of kB each: ~0.3 s of CPU each, 11 s for all 36 forms.
  reactWithLinguiMacro({ exclude: NO_MACROS }),
  lingui({ configPath: linguiConfig }),
  // As in the build (vite.config.ts): each module registers its own messages.
  portalModuleMessages(),
];

/**
 * The files of a worker share its jsdom window and its modules; the setup resets the page and the app's
 * stores after each file (src/test/setup.ts). A test that replaces a module (vi.mock) is named
 * *.isolated.test.ts(x) and runs in portal-isolated (vitest.isolated.config.ts).
 */
export default defineProject({
  plugins: portalTestPlugins(),
  test: {
    ...jsdomTestOptions,
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.{ts,tsx}', ...nodeTests],
    // As ui and form-engine: the files of a worker share its window and modules; the setup's reset
    // leaves the page and the stores as a page load finds them after each file (docs/testing.md).
    pool: 'threads',
    isolate: false,
  },
});
