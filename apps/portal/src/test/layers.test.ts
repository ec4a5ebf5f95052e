// @vitest-environment node
// The portal's layers (docs/architecture.md "Portal layers"), checked on the source text:
// routes/ and app/ compose the features; a feature uses shared/ and lib/, never another feature; shared/
// uses lib/ only; lib/ uses neither. ESLint's import zones see import statements; this test also sees a
// relative path in any string (an import.meta.glob pattern, a dynamic import, a new URL(…)), so a path
// that a glob or a template builds cannot slip past the rule either.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Where under src/ a file lies: 'shared', 'lib', 'app', 'routes', 'feature:<name>' or 'other'. */
export function layerOf(file: string): string {
  const [top, second] = path.relative(src, file).split(path.sep);
  if (top === 'features' && second) return `feature:${second}`;
  return top === 'shared' || top === 'lib' || top === 'app' || top === 'routes' ? top : 'other';
}

/** The layers each layer must not reach; a feature additionally must not reach any other feature. */
const forbidden: Record<string, string[]> = {
  shared: ['features', 'app', 'routes'],
  lib: ['features', 'shared', 'app', 'routes'],
  feature: ['app', 'routes'],
};

/** The relative paths in `source`'s string literals that lead from `file` into a layer it must not use. */
export function layerViolations(file: string, source: string): string[] {
  const from = layerOf(file);
  const strings = source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
  return strings.filter((literal) => {
    const text = literal.slice(1, -1);
    if (!text.startsWith('./') && !text.startsWith('../')) return false;
    const target = path.resolve(path.dirname(file), text);
    const [top] = path.relative(src, target).split(path.sep);
    const to = layerOf(target);
    if (from.startsWith('feature:')) {
      return forbidden.feature!.includes(top!) || (to.startsWith('feature:') && to !== from);
    }
    return (forbidden[from] ?? []).includes(top!);
  });
}

describe('the portal’s layers', () => {
  it('finds a path into a forbidden layer in an import, a glob and a template (the check itself)', () => {
    const shared = path.join(src, 'shared/pagination/NumberedPagination.tsx');
    const cases = path.join(src, 'features/cases/components/IssueTable.tsx');
    expect(layerViolations(shared, "import { x } from '../../features/cases/lib/paging.ts';")).toHaveLength(
      1,
    );
    expect(layerViolations(shared, "import.meta.glob('../../features/*/icons.tsx')")).toHaveLength(1);
    expect(layerViolations(cases, 'await import(`../../invoices/lib/paging.ts`)')).toHaveLength(1);
    expect(layerViolations(cases, "import { x } from '../../../app/router.ts';")).toHaveLength(1);
    expect(layerViolations(cases, "import { x } from '../lib/paging.ts';")).toEqual([]);
    expect(layerViolations(cases, "import { x } from '../../../shared/pagination/paging.ts';")).toEqual([]);
    expect(
      layerViolations(path.join(src, 'lib/api/apiRequest.ts'), "import '../../shared/x.ts';"),
    ).toHaveLength(1);
  });

  const files = sourceFiles(src).filter(
    (file) => layerOf(file) !== 'other' && layerOf(file) !== 'app' && layerOf(file) !== 'routes',
  );
  it.each(['shared', 'lib', 'features'])('%s/ reaches only the layers below it', (top) => {
    const found = files
      .filter((file) => path.relative(src, file).startsWith(`${top}${path.sep}`))
      .flatMap((file) =>
        layerViolations(file, readFileSync(file, 'utf8')).map(
          (literal) => `${path.relative(src, file)}: ${literal}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
