import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { routes } from './routes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(here, '../..');

/** Where a `@portal/<name>/<entry>` specifier leads, by the package's own exports. */
function resolveWorkspace(specifier: string): string {
  const [, name, ...rest] = specifier.split('/');
  const manifest = JSON.parse(readFileSync(path.join(packagesDir, name!, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const entry = manifest.exports[rest.length ? `./${rest.join('/')}` : '.'];
  if (!entry) throw new Error(`${specifier} is not an entry of @portal/${name}`);
  return path.join(packagesDir, name!, entry);
}

/** Every module a file loads at run time (type-only imports and re-exports left out), and the packages. */
function runtimeGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^(?:import|export)(?! type )[^'";]*?from '([^']+)';/gms)];
    for (const [, specifier] of specifiers) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else if (specifier!.startsWith('@portal/')) visit(resolveWorkspace(specifier!));
      else packages.add(specifier!);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe("the contract's runtime-free part", () => {
  it('loads no package at all, so no schema library reaches a page that imports it', () => {
    const graph = runtimeGraph(path.join(here, 'plain.ts'));
    expect(graph.files.length).toBeGreaterThan(5);
    expect(graph.packages).toEqual([]);
  });

  it('finds a package the graph loads (the check itself)', () => {
    expect(runtimeGraph(path.join(here, 'account.ts')).packages).toContain('typebox');
  });

  it('has the route of every endpoint, with a JSON body exactly where the schemas take one', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = routes[name as keyof typeof routes];
      expect({ name, method: endpoint.method, path: endpoint.path, hasBody: 'body' in endpoint }).toEqual({
        name,
        ...route,
      });
    }
  });
});
