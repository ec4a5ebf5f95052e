/**
 * What the jsdom test projects of this package, form-engine and the portal share: each package's setup
 * (src/test/setup.ts) resets the page after each file, and every mock, spy and stubbed global is undone
 * after each test. Plain JavaScript, like reactWithLinguiMacro.mjs: Node loads the configs that import it.
 */
export const jsdomTestOptions = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
  unstubGlobals: true,
  // Guards against a hang, not budgets: a screen test renders whole journeys in jsdom, 3–4 s here and
  // more on CI's two busy cores.
  testTimeout: 20_000,
  // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) and a run again takes
  // the unchanged ones from there: Babel's Lingui macro makes these projects' transforms the costly ones
  // (portal and form-engine: −8 % of CPU on a warm run, docs/testing.md). A plugin whose output depends
  // on files besides the module puts them in the key (fsModuleCacheKeys.mjs); a new lockfile empties it.
  experimental: { fsModuleCache: true },
};
