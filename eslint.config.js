// Lint rules, including the architecture's dependency rules (architecture.md "Boundaries") as import
// zones, so a boundary is checked, not remembered.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const featuresDir = 'apps/portal/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** A feature never imports another feature's internals (style.md); composition happens in routes. */
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in src/routes.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      '**/routeTree.gen.ts',
      '**/locales/**/*.{js,ts,mjs}',
      '**/*.generated.*',
      '**/.generated/**',
      // pnpm schemas:build output (precompiled validators, bundled schemas)
      'apps/portal/src/generated/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            { target: './schemas', from: ['./packages', './apps', './tools'], message: 'schemas/ depends on nothing.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/validation/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@portal/*', '@chakra-ui/*', '@rjsf/*'], message: 'validation depends on AJV only.' }] },
      ],
    },
  },
  {
    // The form model is pure data: no React, no RJSF, no DOM; its test helper may read the catalog.
    files: ['packages/form-model/**/*.ts'],
    ignores: ['packages/form-model/src/testing/**', 'packages/form-model/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@portal/*', '@chakra-ui/*', '@rjsf/*', 'node:*'], message: 'form-model is pure TypeScript: it depends on nothing.' }] },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/api-contract', '@portal/validation', '@portal/form-engine', '@rjsf/*'], message: 'ui knows nothing of forms or the API.' }] },
      ],
    },
  },
  {
    files: ['packages/form-engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/api-contract', '@tanstack/*'], message: 'form-engine depends on validation and ui only.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // All user-facing text goes through lingui: no string literals in JSX (tests and stories may use them).
    files: ['apps/portal/src/**/*.tsx', 'packages/ui/src/**/*.tsx', 'packages/form-engine/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-ZĄĆĘŁŃÓŚŹŻ])\\S+$', '^[^\\p{L}]*$'],
          ignoreNames: [
            { regex: { pattern: '^(className|key|id|to|href|type|role|name|as|variant|size|colorPalette|placement|data-.*|aria-(?!label).*|testId|src|alt|lang|rel|target|autoComplete|inputMode|pattern|direction|align|justify|wrap|fontWeight|textAlign|display|position)$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URLSearchParams', 'new URL', 'URL', 'document.*', 'localStorage.*', 'sessionStorage.*', 'navigate', 'redirect', 'createFileRoute', 'dayjs', 'cva', 'defineRecipe', 'defineSlotRecipe'],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
