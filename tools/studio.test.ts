// `pnpm studio`'s build is skipped only when nothing it bundles changed: the packages it hashes
// are the studio's own workspace dependencies, and tests stay out of the hash.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './schemas/paths.ts';
import { isNotBundled, studioBundledPackages, studioBuildInputs, studioServerPackages } from './studio.mjs';

describe('the studio build inputs', () => {
  it('hash every workspace package the studio bundles (the schema checks and the PDF run in its server, not its pages)', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/studio/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const workspace = Object.keys(manifest.dependencies)
      .filter((name) => name.startsWith('@portal/'))
      .map((name) => `packages/${name.slice('@portal/'.length)}`)
      .filter((dir) => !studioServerPackages.includes(dir));
    expect([...studioBundledPackages].sort()).toEqual(workspace.sort());
    const paths = studioBuildInputs()[0]!.paths;
    for (const dir of studioBundledPackages) expect(paths).toContain(`${dir}/src`);
  });

  it('leave tests out and keep the sources in', () => {
    expect(isNotBundled('apps/studio/src/Studio.test.tsx')).toBe(true);
    expect(isNotBundled('packages/ui/src/Button.stories.tsx')).toBe(true);
    expect(isNotBundled('apps/studio/src/Studio.tsx')).toBe(false);
  });
});
