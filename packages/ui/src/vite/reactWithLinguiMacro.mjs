import react from '@vitejs/plugin-react';
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
  return react({
    exclude: [/\/node_modules\//, ...exclude],
    babel: (id) => ({ plugins: importsLinguiMacro(id) ? [LINGUI_MACRO] : [] }),
  });
}
