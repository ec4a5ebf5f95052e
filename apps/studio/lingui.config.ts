// Lingui: the studio is Polish like the portal. Its catalog covers its own code and the shared packages it
// renders (ui, and form-engine: the live form), the way apps/portal/lingui.config.ts does.
import { defineConfig } from '@lingui/cli';
import type { LinguiConfig } from '@lingui/conf';

// Annotated: the inferred type names @lingui/conf by its path in pnpm's store, which a declaration cannot.
const config: LinguiConfig = defineConfig({
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
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', '**/generated/**'],
    },
  ],
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'messageId',
});

export default config;
