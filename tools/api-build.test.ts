import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiBuildInputs, bundledPackages, packagesResolvedAtRunTime, repoRoot } from './api-build.mjs';

const apiDependencies = (
  JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

describe('the inputs of the API build', () => {
  it('include every workspace package the API imports', () => {
    const workspace = Object.keys(apiDependencies)
      .filter((name) => name.startsWith('@portal/'))
      // Not imported: the API reads the forms' validators from its folder at run time (GENERATED_FORMS_DIR).
      .filter((name) => name !== '@portal/forms-generated')
      .map((name) => `packages/${name.slice('@portal/'.length)}`);
    expect([...bundledPackages].sort()).toEqual(workspace.sort());
  });

  it('name files and folders that exist (a renamed one would silently count as absent)', () => {
    const missing = apiBuildInputs()
      .flatMap((set) => set.paths.map((input) => path.join(set.root, input)))
      .filter((input) => !existsSync(input));
    expect(missing.map((input) => path.relative(repoRoot, input))).toEqual([]);
  });

  it('leave out test files only: a test folder may hold what the bundle holds', () => {
    const [set] = apiBuildInputs();
    const skip = set?.skip ?? (() => false);
    expect(skip('apps/api/src/db/database.test.ts')).toBe(true);
    expect(skip('apps/api/src/routes/api/test/index.ts')).toBe(false);
    expect(skip('apps/api/src/db/database.ts')).toBe(false);
  });
});

describe('files the bundle reads from packages at run time', () => {
  it('are found by the package named in require.resolve', () => {
    const source = [
      "readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));",
      "require.resolve( '@scope/fonts/a.ttf' ); require.resolve('./beside.json');",
      'require.resolve(`${name}/package.json`);',
    ].join('\n');
    expect(packagesResolvedAtRunTime(source)).toEqual(['dejavu-fonts-ttf', '@scope/fonts']);
  });

  it("are the PDFs' fonts, which apps/api depends on (the bundle finds them from apps/api/dist)", () => {
    const text = readFileSync(path.join(repoRoot, 'packages/form-pdf/src/notification-pdf/text.ts'), 'utf8');
    const fonts = packagesResolvedAtRunTime(text);
    expect(fonts).toEqual(['dejavu-fonts-ttf']);
    expect(fonts.filter((name) => !(name in apiDependencies))).toEqual([]);
  });
});
