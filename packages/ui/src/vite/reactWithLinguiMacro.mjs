import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { filesDigest, fsModuleCacheKeys } from './fsModuleCacheKeys.mjs';
import { importsLinguiMacro } from './importsLinguiMacro.mjs';

export { importsLinguiMacro };

const LINGUI_MACRO = '@lingui/babel-plugin-lingui-macro';

/**
 * plugin-react with Babel running the Lingui macro on the modules that use one; JSX and TypeScript of the
 * others are esbuild's. For the builds, Storybook and the test projects alike. Plain JavaScript: the
 * configs that import it are loaded by Node, which runs no TypeScript from a package.
 * @param {{ exclude?: RegExp[] }} [options]
 * @returns {import('vite').PluginOption}
 */
export function reactWithLinguiMacro({ exclude = [] } = {}) {
  return [
    react({
      exclude: [/\/node_modules\//, ...exclude],
      babel: (id) => ({ plugins: importsLinguiMacro(id) ? [LINGUI_MACRO] : [] }),
    }),
    linguiMacroConfig(),
    fsModuleCacheKeys(),
  ];
}

/**
 * What the macro writes depends on the Lingui config it loads (LINGUI_CONFIG, set by the test configs) as
 * well as on the module: its text is part of each module's key in Vitest's module cache on disk.
 * @returns {import('vite').Plugin}
 */
function linguiMacroConfig() {
  const catalogConfig = fileURLToPath(new URL('./linguiCatalog.mjs', import.meta.url));
  const digest = filesDigest(() => [process.env.LINGUI_CONFIG ?? '', catalogConfig]);
  return { name: 'portal:lingui-macro-config', api: { fsModuleCacheKey: digest } };
}
