import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';
import { reactWithLinguiMacro } from '@portal/ui/vite';
import { jsdomTestOptions } from '@portal/ui/vitest';

// The portal owns the one Lingui catalog (it also extracts this package's messages). The macro looks its
// config up from process.cwd() (the repo root under `vitest --project`), so point it at the file.
const linguiConfig = fileURLToPath(new URL('../../apps/portal/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

/** Files that never use a Lingui macro: what plugin-react's Babel skips (below). */
const NO_MACROS = [/\/forms-generated\/forms\//, /\/\.generated\//];

export const engineTestPlugins = () => [
  // Babel runs for the Lingui macro only, on the modules that import one: never over the generated
  // validators (schemas:build's, and the engine's test copies in .generated/), hundreds of kB each.
  reactWithLinguiMacro({ exclude: NO_MACROS }),
  lingui({ configPath: linguiConfig }),
];

export default defineProject({
  plugins: engineTestPlugins(),
  test: {
    ...jsdomTestOptions,
    name: 'form-engine',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'src/**/*.isolated.test.{ts,tsx}'],
    // The files of a worker share its jsdom window and its modules (as the portal's and the UI's tests):
    // React, Chakra and the engine are imported once per worker, not once per file. The setup resets the
    // page and the attachment store after each file (docs/testing.md). A test that replaces a module
    // (vi.mock) is named *.isolated.test.tsx (vitest.isolated.config.ts).
    pool: 'threads',
    isolate: false,
  },
});
