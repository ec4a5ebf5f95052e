// "No package imports an app", checked on the source text: ESLint's import-x zones see import
// statements, but not a path built into an import.meta.glob pattern, a new URL(…, import.meta.url) or
// fs call, which is how the form engine's tests once reached into apps/portal. Any string in a package's
// source (src/) that points into apps/ (or names an app's package) fails here. Build configuration beside
// src/ (vitest.config.ts, bench/) may still read the portal's Lingui config, which the portal owns.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './schemas/paths.ts';

const SOURCE = /\.(?:[cm]?[jt]sx?|json)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.generated', 'coverage', 'storybook-static']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    }
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const appPackages = readdirSync(path.join(repoRoot, 'apps')).flatMap((app) => {
  try {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps', app, 'package.json'), 'utf8')) as {
      name?: string;
    };
    return manifest.name ? [manifest.name] : [];
  } catch {
    return [];
  }
});

/** String literals (quotes or backticks) in `source` that lead into apps/ or name an app's package. */
export function appReferences(source: string, apps: readonly string[]): string[] {
  const strings = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
  return strings.filter((literal) => {
    const text = literal.slice(1, -1);
    return /(?:^|\/)apps\//.test(text) || apps.some((name) => text === name || text.startsWith(`${name}/`));
  });
}

describe('packages never reach into apps', () => {
  it('finds an app path in a glob, a relative import and an app package name (the check itself)', () => {
    const apps = ['@portal/portal'];
    expect(
      appReferences("import.meta.glob('../../../../apps/portal/src/generated/forms/*.json')", apps),
    ).toHaveLength(1);
    expect(appReferences('import x from "../../apps/api/src/db.ts";', apps)).toHaveLength(1);
    expect(appReferences("await import('@portal/portal/src/main.tsx')", apps)).toHaveLength(1);
    expect(appReferences("import { catalog } from '@portal/forms-generated';", apps)).toEqual([]);
    expect(appReferences("import { x } from './apps.ts'; // see apps/portal", apps)).toEqual([]);
  });

  const packagesDir = path.join(repoRoot, 'packages');
  for (const pkg of readdirSync(packagesDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    it(`packages/${pkg.name}`, () => {
      const src = path.join(packagesDir, pkg.name, 'src');
      const found = (existsSync(src) ? sourceFiles(src) : []).flatMap((file) =>
        appReferences(readFileSync(file, 'utf8'), appPackages).map(
          (literal) => `${path.relative(repoRoot, file)}: ${literal}`,
        ),
      );
      expect(found).toEqual([]);
    });
  }
});
