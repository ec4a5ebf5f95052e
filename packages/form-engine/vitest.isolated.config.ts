import { defineProject } from 'vitest/config';
import { jsdomTestOptions } from '@portal/ui/vitest';
import { engineTestPlugins } from './vitest.config.ts';

/** The engine's tests that replace a module (vi.mock): each file gets its own module registry. */
export default defineProject({
  plugins: engineTestPlugins(),
  // Vitest runs a vmThreads file through its own environment, __vitest_vm__, a 'client' one: Vite gives it
  // a dependency optimizer that scans the root's index.html and the code it imports, and fails on the
  // Lingui macros ("Failed to run dependency scan", on every run). Vitest turns discovery off in 'client'
  // and 'ssr' only; a top-level optimizeDeps reaches 'client' only. Nothing is pre-bundled for tests anyway.
  environments: { __vitest_vm__: { optimizeDeps: { noDiscovery: true, include: [] } } },
  test: {
    ...jsdomTestOptions,
    name: 'form-engine-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    pool: 'vmThreads',
  },
});
