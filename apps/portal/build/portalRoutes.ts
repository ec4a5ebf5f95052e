// Performance, "Unknown URLs" and "preload only what the first route needs": the server answers 404 for a
// path no portal route matches, and serves each route's index.html with modulepreload links for that
// route's own chunks. Both come from dist/portal-routes.json, written at every build from the route tree
// TanStack Router generates from src/routes (the file the router is built from) and from the bundle: there
// is no second, hand-kept list to drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export const PORTAL_ROUTES_FILE = 'portal-routes.json';

export interface RouteSource {
  /** In TanStack Router's syntax: `$name` one segment, a lone `$` the rest; an index route ends with '/'. */
  path: string;
  /** The route file, relative to the folder of routeTree.gen.ts, without its extension. */
  file: string;
}

export interface PortalRoute {
  path: string;
  /** The route's own chunks (its split screen and what that imports), beyond what index.html loads. */
  preload: string[];
}

/** The full paths of src/routeTree.gen.ts (its FileRoutesByFullPath interface) and their route files. */
export function routesOf(routeTreeSource: string): RouteSource[] {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error('routeTree.gen.ts has no FileRoutesByFullPath interface');
  const imports = new Map(
    [...routeTreeSource.matchAll(/import \{ Route as (\w+) \} from '([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const routes = [...block.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)].map(([, routePath, constName]) => {
    const importName = new RegExp(`const ${constName} =\\s*(\\w+)\\.update\\(`).exec(routeTreeSource)?.[1];
    const file = importName ? imports.get(importName) : undefined;
    if (!file) throw new Error(`routeTree.gen.ts: no route file for ${routePath}`);
    return { path: routePath!, file: file.replace(/^\.\//, '') };
  });
  if (routes.length === 0) throw new Error('routeTree.gen.ts lists no route');
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The full paths alone. */
export function routePathsOf(routeTreeSource: string): string[] {
  return routesOf(routeTreeSource).map((route) => route.path);
}

function staticClosure(bundle: OutputBundle, start: string[], into = new Set<string>()): Set<string> {
  for (const fileName of start) {
    if (into.has(fileName)) continue;
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') continue;
    into.add(fileName);
    staticClosure(bundle, chunk.imports, into);
  }
  return into;
}

/** For each route, the chunks of its split screen and their static imports, less the entry's own. */
export function routePreloads(
  routes: RouteSource[],
  routesDir: string,
  bundle: OutputBundle,
  base = '/',
): PortalRoute[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByIndex = entry ? staticClosure(bundle, [entry.fileName]) : new Set<string>();
  return routes.map((route) => {
    const routeFile = path.join(routesDir, route.file);
    const own = chunks
      .filter((chunk) =>
        chunk.moduleIds.some((id) => {
          const [file, query = ''] = id.split('?');
          return query.includes('tsr-split') && file!.replace(/\.[cm]?[jt]sx?$/, '') === routeFile;
        }),
      )
      .map((chunk) => chunk.fileName);
    const preload = [...staticClosure(bundle, own)].filter((fileName) => !loadedByIndex.has(fileName));
    return { path: route.path, preload: preload.map((fileName) => `${base}${fileName}`) };
  });
}

export function portalRoutes(routeTreeFile: string): Plugin {
  let base = '/';
  return {
    name: 'portal:routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const routes = routesOf(readFileSync(routeTreeFile, 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: PORTAL_ROUTES_FILE,
        source: `${JSON.stringify(routePreloads(routes, path.dirname(routeTreeFile), bundle, base), null, 2)}\n`,
      });
    },
  };
}
