// docs/architecture.md "Layers": no relative import crosses from an app into another app, from an app into
// tools/, or from tools/ into an app's src/ (beyond the entries the app publishes for tools). ESLint's zones
// (eslint.config.js) say so while editing; this reads every import and dynamic import of apps/ and tools/,
// so a file the linter does not see (an .mjs script, a config) cannot slip past. What still crosses is
// listed once, in tools/app-boundaries.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './schemas/paths.ts';
import { allowedAcrossApps, allowedFromTools, toolEntries } from './app-boundaries.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.generated',
  'coverage',
  'storybook-static',
  'generated',
]);
const appsDir = path.join(repoRoot, 'apps');
const toolsDir = path.join(repoRoot, 'tools');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The relative specifiers of a source's static imports, re-exports and dynamic imports. */
export function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm);
  return [...found].map((match) => match[1]!);
}

const inside = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};
const allowed = (base: string, entries: readonly string[] | undefined, target: string) =>
  (entries ?? []).some((entry) => {
    const full = path.join(base, entry);
    return target === full || inside(full, target);
  });

/** Why `target`, imported by `file`, crosses a boundary; null when it does not. */
export function crossing(file: string, target: string): string | null {
  const apps = readdirSync(appsDir);
  const appOf = (p: string) => apps.find((app) => inside(path.join(appsDir, app), p));
  const fromApp = appOf(file);
  const toApp = appOf(target);
  if (fromApp !== undefined) {
    if (toApp !== undefined && toApp !== fromApp) {
      const list = allowedAcrossApps[fromApp as keyof typeof allowedAcrossApps];
      return allowed(appsDir, list, target) ? null : `app ${fromApp} imports app ${toApp}`;
    }
    if (inside(toolsDir, target)) {
      const list = allowedFromTools[fromApp as keyof typeof allowedFromTools];
      return allowed(toolsDir, list, target) ? null : `app ${fromApp} imports tools/`;
    }
    return null;
  }
  if (inside(toolsDir, file) && toApp !== undefined && inside(path.join(appsDir, toApp, 'src'), target)) {
    const list = toolEntries[toApp as keyof typeof toolEntries];
    return allowed(path.join(appsDir, toApp, 'src'), list, target)
      ? null
      : `tools import ${toApp}'s internals`;
  }
  return null;
}

describe('apps and tools import each other only as allowed', () => {
  it('finds each kind of crossing (the check itself)', () => {
    const at = (p: string) => path.join(repoRoot, p);
    expect(
      relativeImports("import { a } from '../x.ts';\nexport * from './y.ts';\nawait import('../z.ts');"),
    ).toEqual(['../x.ts', './y.ts', '../z.ts']);
    expect(relativeImports("import { catalog } from '@portal/forms-generated';")).toEqual([]);
    expect(crossing(at('apps/portal/src/a.ts'), at('apps/api/src/b.ts'))).toMatch(/imports app api/);
    expect(crossing(at('apps/portal/src/a.ts'), at('tools/schemas/paths.ts'))).toMatch(/imports tools/);
    expect(crossing(at('apps/studio/server/forms.ts'), at('tools/schemas/check.ts'))).toMatch(
      /imports tools/,
    );
    expect(crossing(at('apps/studio/src/api.ts'), at('tools/studio.mjs'))).toMatch(/imports tools/);
    expect(crossing(at('tools/bench/a.ts'), at('apps/api/src/app.ts'))).toMatch(/internals/);
    expect(crossing(at('tools/bench/a.ts'), at('apps/api/src/testing/index.ts'))).toBeNull();
    expect(crossing(at('apps/api/src/a.ts'), at('apps/api/src/b.ts'))).toBeNull();
  });

  it('no app imports anything from tools/ (what apps and tools share lives in packages)', () => {
    expect(allowedFromTools).toEqual({});
  });

  it('no relative import crosses outside the listed exceptions', () => {
    const files = [...sourceFiles(appsDir), ...sourceFiles(toolsDir)];
    expect(files.length).toBeGreaterThan(100);
    const crossings = files.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = crossing(file, path.resolve(path.dirname(file), specifier));
        return why ? [`${path.relative(repoRoot, file)}: ${specifier} (${why})`] : [];
      }),
    );
    expect(crossings).toEqual([]);
  });
});
