import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundledPackages,
  isNotBundled,
  portalBuildInputs,
  portalInputHash,
  repoRoot,
} from './portal-build.mjs';

describe('the inputs of the portal build', () => {
  it('include every workspace package the portal depends on, and the packages those depend on', () => {
    const workspaceDependencies = (manifestPath: string): string[] => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, manifestPath), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      return Object.keys(manifest.dependencies ?? {})
        .filter((name) => name.startsWith('@portal/'))
        .map((name) => `packages/${name.slice('@portal/'.length)}`);
    };
    const reached = new Set<string>();
    const visit = (dir: string) => {
      if (reached.has(dir)) return;
      reached.add(dir);
      for (const next of workspaceDependencies(`${dir}/package.json`)) visit(next);
    };
    for (const dir of workspaceDependencies('apps/portal/package.json')) visit(dir);
    expect([...bundledPackages].sort()).toEqual([...reached].sort());
  });

  it('name files and folders that exist (a renamed one would silently count as absent)', () => {
    const missing = portalBuildInputs()
      .flatMap((set) => set.paths.map((input) => path.join(set.root, input)))
      .filter((input) => !existsSync(input) && !path.basename(input).startsWith('.env'));
    expect(missing.map((input) => path.relative(repoRoot, input))).toEqual([]);
  });

  it('leave out tests, stories, the regenerated route tree and the Storybook forms', () => {
    for (const skipped of [
      'apps/portal/src/features/login/LoginPage.test.tsx',
      'packages/ui/src/button/ButtonLink.stories.tsx',
      'apps/portal/build/prerender.test.ts',
      'apps/portal/src/routeTree.gen.ts',
      'apps/portal/src/generated',
    ])
      expect(isNotBundled(skipped), skipped).toBe(true);
    for (const bundled of [
      'apps/portal/src/main.tsx',
      'apps/portal/src/locales/pl/messages.po',
      'packages/forms-generated/forms/1.validator.js',
      'packages/ui/src/button/ButtonLink.tsx',
    ])
      expect(isNotBundled(bundled), bundled).toBe(false);
  });

  it('hash the same twice in a row', () => {
    expect(portalInputHash()).toBe(portalInputHash());
  });
});
