import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';
import { jsdomTestOptions } from './src/vite/jsdomTestOptions.mjs';
import { reactWithLinguiMacro } from './src/vite/reactWithLinguiMacro.mjs';

// The portal owns the one Lingui catalog, which also covers this package's messages. The macro looks its
// config up from process.cwd() (the repo root under `vitest --project`), so point it at the file.
const linguiConfig = fileURLToPath(new URL('../../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

export const uiTestPlugins = () => [reactWithLinguiMacro(), lingui({ configPath: linguiConfig })];

/**
 * The files of a worker share its jsdom window and its modules (isolate: false): React, Chakra and emotion
 * are imported once per worker instead of once per file, half the CPU (docs/testing.md). The setup resets
 * the page after each file (src/test/resetPage.ts). A test that replaces a module (vi.mock) or needs
 * emotion's first insertion is named *.isolated.test.tsx (vitest.isolated.config.ts).
 */
export default defineProject({
  plugins: uiTestPlugins(),
  test: {
    ...jsdomTestOptions,
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.{ts,tsx}'],
    pool: 'threads',
    isolate: false,
  },
});
