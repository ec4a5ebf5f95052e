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
import { allowedAcrossApps, allowedFromTools, toolEntries } from './tools/app-boundaries.mjs';

const featuresDir = 'apps/portal/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The form engine's layers, top to bottom (docs/decisions.md "Form engine layers"): a folder imports only
 * the folders below it. src/test and the entry index.ts stand outside the stack.
 */
const engineLayers = [
  'wizard',
  'drafts',
  'theme',
  'summary',
  'files',
  'runtime',
  'validation',
  'schema',
  'format',
  'form',
];
const engineSrc = './packages/form-engine/src';
const engineLayerZones = engineLayers.slice(1).map((layer, index) => ({
  target: `${engineSrc}/${layer}`,
  from: engineLayers.slice(0, index + 1).map((above) => `${engineSrc}/${above}`),
  message: `form-engine layers point down (${engineLayers.join(' > ')}): ${layer}/ must not import a layer above it.`,
}));

/** A feature never imports another feature's internals (style.md); composition happens in routes. */
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'A feature must not import another feature; compose them in src/routes.',
}));

/**
 * The portal's layers, top to bottom (docs/architecture.md "Portal layers"): routes/ and app/ compose the
 * features; a feature uses shared/ and lib/; shared/ (session, notifications, icons, pagination, timing)
 * uses lib/ only; lib/ (API client, i18n, config) uses neither. src/test stands outside the stack.
 */
const portalSrc = './apps/portal/src';
const portalLayerZones = [
  {
    target: `${portalSrc}/shared`,
    from: [`${portalSrc}/features`, `${portalSrc}/app`, `${portalSrc}/routes`],
    message:
      'shared/ lies below the features: it imports no feature, app/ or route (docs/architecture.md "Portal layers").',
  },
  {
    target: `${portalSrc}/lib`,
    from: [`${portalSrc}/features`, `${portalSrc}/shared`, `${portalSrc}/app`, `${portalSrc}/routes`],
    message: 'lib/ is the bottom of the portal: it imports no feature, shared/, app/ or route.',
  },
  {
    target: `./${featuresDir}`,
    from: [`${portalSrc}/app`, `${portalSrc}/routes`],
    message: 'A feature imports no app/ or route file: they compose the features, not the other way round.',
  },
];

/**
 * Apps and tools (docs/architecture.md "Layers"): an app imports no other app and no tool; a tool imports
 * an app only through the entries it publishes for it (`@portal/api/testing` with buildApp and the database
 * set-up, `@portal/api/operations` for the back-office terminal), never its src/ internals.
 */
const apps = existsSync('./apps')
  ? readdirSync('./apps', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const appZones = [
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: './apps',
    except: [`./${app}`, ...(allowedAcrossApps[app] ?? [])],
    message: 'An app never imports another app: share the code through a package.',
  })),
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: './tools',
    except: allowedFromTools[app] ?? [],
    message: 'An app never imports tools/: share the code through a package.',
  })),
  ...apps.map((app) => ({
    target: './tools',
    from: `./apps/${app}/src`,
    except: toolEntries[app] ?? [],
    message:
      'Tools use an app only through its published entries (@portal/api/testing, @portal/api/operations), never its src/ internals.',
  })),
];

const boundaryZones = [
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  { target: './packages', from: './tools', message: 'Packages never import tools/: tools use packages.' },
  ...appZones,
  { target: './schemas', from: ['./packages', './apps', './tools'], message: 'schemas/ depends on nothing.' },
  ...featureZones,
  ...portalLayerZones,
];

/**
 * The jsdom projects share a window between the files of a worker (docs/testing.md). Two copies of
 * user-event there (its package and the one storybook/test bundles for the stories' play functions) both
 * intercept every input's value, and the outer one takes the inner one's typing for a program's: the
 * stories' typing then went missing after a test file that used the other copy.
 */
const oneUserEvent = {
  group: ['@testing-library/user-event'],
  message: "Use userEvent from 'storybook/test': one copy of user-event per jsdom window.",
};

/**
 * The type-aware rules cost the project service's programs; on every file they took 230 s of CPU against 51 s
 * without them. Tests, stories, journeys, benchmarks and config files are left to the untyped rules.
 */
const TYPE_AWARE_SKIPPED = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/bench/**',
  '**/faults/**',
  '*.config.ts',
  '**/*.config.ts',
  '.storybook/**',
  'tools/**',
  'apps/*/scripts/**',
];

/**
 * The rule of the packages below the UI (validation, form-model): no React, Chakra, RJSF, nor any
 * workspace package but the JSON Pointer module; `more` forbids further imports.
 * @param {string[]} more
 * @param {string} message
 */
const onlyJsonPointer = (more, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            'react',
            'react-dom',
            '@portal/*',
            '!@portal/json-pointer',
            '@chakra-ui/*',
            '@rjsf/*',
            ...more,
          ],
          message,
        },
      ],
    },
  ],
});

/**
 * `LINT_PART=untyped` leaves the type-aware rules out and `LINT_PART=typed` runs only them (with
 * `--no-inline-config`: the other rules' comments name rules it does not load): CI runs the first with
 * the format check and the types, and the second beside the fault suite, which mostly waits.
 * `pnpm lint` runs both.
 */
const LINT_PART = process.env.LINT_PART;

const ignored = {
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
    'packages/forms-generated/forms/**',
    'coverage/**',
  ],
};

const typeAware = {
  // Type-aware rules: a promise nobody awaits loses its rejection (and the order of what follows it), and a
  // switch over a union must name every member so that a new member is a compile-time question.
  files: ['**/*.{ts,tsx,mts,cts}'],
  ignores: TYPE_AWARE_SKIPPED,
  languageOptions: {
    parserOptions: {
      projectService: true,
      tsconfigRootDir: import.meta.dirname,
    },
  },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    // A default clause is a decision already taken for the members it covers (often values from the wire
    // the union does not promise); a switch without one must name every member.
    '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
  },
};

export default LINT_PART === 'typed'
  ? tseslint.config(ignored, tseslint.configs.base, typeAware)
  : tseslint.config(
      ignored,
      js.configs.recommended,
      ...tseslint.configs.recommended,
      {
        languageOptions: { globals: { ...globals.node, ...globals.browser } },
        plugins: { 'import-x': importX },
        rules: {
          '@typescript-eslint/no-unused-vars': [
            'error',
            { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
          ],
          '@typescript-eslint/consistent-type-imports': 'error',
          'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
        },
      },
      ...(LINT_PART === 'untyped' ? [] : [typeAware]),
      {
        // A cycle makes the order of module evaluation an accident (a value read before its module ran).
        files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
        settings: {
          // Without these the rule reads no .ts module and sees no cycle at all.
          'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
          'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        },
        rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
      },
      {
        // Tests may exercise several layers together; the code they test may not.
        files: ['packages/form-engine/src/**/*.{ts,tsx}'],
        ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
        rules: {
          'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...engineLayerZones] }],
        },
      },
      {
        files: ['packages/validation/**/*.ts'],
        rules: onlyJsonPointer([], 'validation depends on AJV (and the JSON Pointer module) only.'),
      },
      {
        // The form model is pure data: no React, no RJSF, no DOM; its test helper may read the catalog.
        files: ['packages/form-model/**/*.ts'],
        ignores: ['packages/form-model/src/testing/**', 'packages/form-model/**/*.test.ts'],
        rules: onlyJsonPointer(
          ['node:*'],
          'form-model is pure TypeScript: it depends on nothing but the JSON Pointer module.',
        ),
      },
      {
        files: ['packages/ui/**/*.{ts,tsx}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  // Its formatters of money and sizes are shared with the API's e-mails, which
                  // cannot import React: @portal/validation/format knows nothing of forms either.
                  regex: '^(@portal/(api-contract|form-engine)|@portal/validation(?!/format$)|@rjsf)(/|$)',
                  message: 'ui knows nothing of forms or the API.',
                },
                oneUserEvent,
              ],
            },
          ],
        },
      },
      {
        files: ['packages/form-engine/**/*.{ts,tsx}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: ['@portal/api-contract', '@tanstack/*'],
                  message: 'form-engine depends on validation and ui only.',
                },
                oneUserEvent,
              ],
            },
          ],
        },
      },
      {
        files: ['apps/portal/src/**/*.{ts,tsx}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: [
                {
                  // The schemas are the server's: a value imported from them brings the schema library into a page.
                  name: '@portal/api-contract',
                  allowTypeImports: true,
                  message:
                    "Import the contract's values from '@portal/api-contract/plain'; types may come from here.",
                },
              ],
              patterns: [oneUserEvent],
            },
          ],
        },
      },
      {
        // Hydration: a screen reads its own route through lib/routeMatch.ts; the route's own hooks throw when a
        // concurrent render reaches the screen after the router has moved on (React's error #520).
        files: ['apps/portal/src/routes/**/*.tsx'],
        rules: {
          'no-restricted-syntax': [
            'error',
            {
              selector:
                'CallExpression > MemberExpression.callee[property.name=/^use(Search|Params|LoaderData|LoaderDeps|RouteContext|Match)$/]',
              message:
                'Read the route through lib/routeMatch.ts (useRouteSearch and the like): it does not throw once the route has gone.',
            },
          ],
        },
      },
      {
        // Hooks live in .ts files too (the wizard's use*.ts): the rules of hooks apply to them as well.
        files: ['**/*.{ts,tsx}'],
        // Playwright's fixtures call their own `use`, which is no React hook.
        ignores: ['**/e2e/**'],
        plugins: { 'react-hooks': reactHooks },
        rules: reactHooks.configs.recommended.rules,
      },
      {
        files: ['**/*.tsx'],
        plugins: { 'jsx-a11y': jsxA11y },
        rules: jsxA11y.flatConfigs.recommended.rules,
      },
      {
        // All user-facing text goes through lingui: no string literals in JSX (tests and stories may use them).
        files: [
          'apps/portal/src/**/*.tsx',
          'apps/studio/src/**/*.tsx',
          'packages/ui/src/**/*.tsx',
          'packages/form-engine/src/**/*.tsx',
        ],
        ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
        plugins: { lingui },
        rules: {
          'lingui/no-unlocalized-strings': [
            'error',
            {
              ignore: ['^(?![A-ZĄĆĘŁŃÓŚŹŻ])\\S+$', '^[^\\p{L}]*$'],
              ignoreNames: [
                {
                  regex: {
                    pattern:
                      '^(className|key|id|to|href|type|role|name|as|variant|size|colorPalette|placement|data-.*|aria-(?!label).*|testId|src|alt|lang|rel|target|autoComplete|inputMode|pattern|direction|align|justify|wrap|fontWeight|textAlign|display|position)$',
                  },
                },
              ],
              ignoreFunctions: [
                'console.*',
                'Error',
                'URLSearchParams',
                'new URL',
                'URL',
                'document.*',
                'localStorage.*',
                'sessionStorage.*',
                'navigate',
                'redirect',
                'createFileRoute',
                'dayjs',
                'cva',
                'defineRecipe',
                'defineSlotRecipe',
              ],
              useTsTypes: false,
            },
          ],
        },
      },
      {
        files: ['**/*.test.{ts,tsx}', '**/e2e/**/*.ts', '**/test/**/*.ts'],
        rules: {
          '@typescript-eslint/no-non-null-assertion': 'off',
          '@typescript-eslint/no-explicit-any': 'off',
        },
      },
    );
