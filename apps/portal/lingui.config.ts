// Lingui: Polish is the source and only shipped locale (portal-spec §1). One catalog covers the portal and
// the shared packages (ui, and form-engine: the wizard), so every message the user can see is extracted and
// compiled into the build.
import { defineConfig } from '@lingui/cli';

export default defineConfig({
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
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.stories.*',
        '**/routeTree.gen.ts',
        '**/generated/**',
      ],
    },
  ],
  format: 'po',
  // File names without line numbers: the catalog is re-extracted on every build and should change only
  // when a message does.
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'messageId',
});
