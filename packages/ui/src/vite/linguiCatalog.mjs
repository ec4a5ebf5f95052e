/**
 * The Lingui config of an app that renders this package and form-engine (the portal, the studio). Polish
 * is the source and only shipped locale (portal-spec §1); the app's one catalog covers its own code and
 * both packages, so every message the user can see is extracted and compiled into its build. File names
 * without line numbers: the catalog is re-extracted on every build and should change only when a
 * message does. Plain JavaScript: Lingui's loader reads it from the apps' TypeScript configs.
 * @param {{ exclude?: string[] }} [options] more of the app's files to leave out
 */
export function polishCatalogConfig({ exclude = [] } = {}) {
  return {
    sourceLocale: 'pl',
    locales: ['pl'],
    fallbackLocales: { default: 'pl' },
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: [
          '<rootDir>/src',
          '<rootDir>/../../packages/ui/src',
          '<rootDir>/../../packages/form-engine/src',
        ],
        exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', '**/generated/**', ...exclude],
      },
    ],
    format: /** @type {const} */ ('po'),
    formatOptions: { origins: true, lineNumbers: false },
    orderBy: /** @type {const} */ ('messageId'),
  };
}
