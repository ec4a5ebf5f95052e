// `pnpm typecheck` is one `tsc -b` over project references (tsconfig.json at the root): a project reads a
// referenced project's declarations instead of its sources. A workspace package missing from the
// references is no error to tsc: it silently reads that package's sources through node_modules and checks
// them again, as each project did before. References beyond package.json (a test or a tool importing
// another project's file by path) are allowed; such a file not referenced is an error to tsc (TS6307).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './schemas/paths.ts';

interface Manifest {
  readonly name: string;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
}

interface TsConfig {
  readonly references?: readonly { readonly path: string }[];
}

const readJson = <T>(file: string): T => parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

const projectDirs = ['apps', 'packages']
  .flatMap((group) =>
    readdirSync(path.join(repoRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  )
  .concat('tools');

const dirByName = new Map(
  projectDirs.map((dir) => [readJson<Manifest>(`${dir}/package.json`).name, dir] as const),
);

/** Project folders a tsconfig references, relative to the repo root. */
function referencedDirs(dir: string): string[] {
  const config = readJson<TsConfig>(path.join(dir, 'tsconfig.json'));
  return (config.references ?? []).map((reference) =>
    path
      .relative(repoRoot, path.resolve(repoRoot, dir, reference.path))
      .split(path.sep)
      .join('/'),
  );
}

describe('tsconfig references follow the workspace dependencies', () => {
  it('the root solution references every project', () => {
    expect(referencedDirs('.').sort()).toEqual([...projectDirs].sort());
  });

  it.each(projectDirs)('%s references each workspace package it depends on', (dir) => {
    const manifest = readJson<Manifest>(`${dir}/package.json`);
    const workspaceDependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .map((name) => dirByName.get(name))
      .filter((dependency) => dependency !== undefined);
    expect(referencedDirs(dir)).toEqual(expect.arrayContaining(workspaceDependencies));
  });
});
