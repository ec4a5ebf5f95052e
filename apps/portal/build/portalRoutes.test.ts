// @vitest-environment node
// The route list the server gets (dist/portal-routes.json) is read from the generated route tree; this
// proves it is exactly the router's own table, so a new route file reaches the server with the next build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../src/app/router.ts';
import { routePathsOf, routePreloads, routesOf } from './portalRoutes.ts';

/** Every path the portal's router matches, as the router itself computes them. */
function routerPaths(): string[] {
  const router = createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
  return Object.values(router.routesById)
    .filter((route) => !route.isRoot)
    .map((route) => route.fullPath as string)
    .sort();
}

describe('the route table for the server', () => {
  it('is the router’s own list of paths', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url)), 'utf8');
    expect(routePathsOf(source)).toEqual(routerPaths());
  });

  it('includes the screens and their parameters', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url)), 'utf8');
    expect(routePathsOf(source)).toEqual(
      expect.arrayContaining([
        '/',
        '/lista-spraw/',
        '/lista-spraw/$issueId',
        '/platnosci',
        '/skladanie-wniosku',
      ]),
    );
  });

  it('names each route’s file', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url)), 'utf8');
    expect(routesOf(source)).toEqual(
      expect.arrayContaining([
        { path: '/', file: 'routes/index' },
        { path: '/lista-spraw/', file: 'routes/lista-spraw.index' },
        { path: '/platnosci/potwierdzenie', file: 'routes/platnosci_.potwierdzenie' },
      ]),
    );
  });

  it('preloads a route’s own chunks, not those index.html already loads', () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      moduleIds,
      imports,
      isEntry,
    });
    const bundle = {
      'assets/index.js': chunk(
        'assets/index.js',
        ['/app/src/main.tsx', '/app/src/routes/platnosci.tsx'],
        ['assets/shared.js'],
        true,
      ),
      'assets/shared.js': chunk('assets/shared.js', ['/app/src/lib/x.ts']),
      'assets/platnosci.js': chunk(
        'assets/platnosci.js',
        ['/app/src/routes/platnosci.tsx?tsr-split=component'],
        ['assets/shared.js', 'assets/table.js'],
      ),
      'assets/table.js': chunk('assets/table.js', ['/app/node_modules/table.js']),
    };
    expect(
      routePreloads(
        [
          { path: '/platnosci', file: 'routes/platnosci' },
          { path: '/', file: 'routes/index' },
        ],
        '/app/src',
        bundle as never,
      ),
    ).toEqual([
      { path: '/platnosci', preload: ['/assets/platnosci.js', '/assets/table.js'] },
      { path: '/', preload: [] },
    ]);
  });

  it('refuses a route tree it cannot read', () => {
    expect(() => routePathsOf('export const x = 1')).toThrow(/FileRoutesByFullPath/);
  });
});
