import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig, type PluginOption } from 'vite';
import { minifyEntry } from './build/minifyEntry.ts';
import { portalModuleMessages } from './build/moduleMessages.ts';
import { portalRoutes } from './build/portalRoutes.ts';
import { precompress } from './build/precompress.ts';
import { pureSchemas } from './build/pureSchemas.ts';
import { prerender, type RendererBuild } from './build/prerender.ts';
import { sourcemapsOutsideDist } from './build/sourcemapsOutsideDist.ts';
import { reactWithLinguiMacro } from '@portal/ui/vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The Lingui macro looks its config up from process.cwd(); pin it to this app's file.
const linguiConfig = here('./lingui.config.ts');
process.env.LINGUI_CONFIG ??= linguiConfig;

/** The plugins that compile the portal's sources: for the browser build and the pre-render's SSR build. */
export function sourcePlugins(): PluginOption[] {
  return [
    // The contract's unused schemas (and TypeBox) out of the portal's chunks.
    pureSchemas(),
    // Before react(): it generates src/routeTree.gen.ts and splits each route's screen into its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    // Babel runs for the Lingui macro only, on the modules that import one: never over the generated
    // validators (hundreds of kB each), as in the test configs.
    reactWithLinguiMacro({ exclude: [/\/forms-generated\/forms\//] }),
    lingui({ configPath: linguiConfig }),
    // The catalog split by module: each chunk registers the texts of its own code.
    portalModuleMessages(),
  ];
}

/** The pre-render's SSR build (vite.prerender.config.ts builds it in a process of its own). */
export const prerenderBuild: RendererBuild = {
  entry: here('./src/prerender/entry.tsx'),
  sourcePlugins,
  outDir: here('./node_modules/.cache/prerender'),
};

export default defineConfig({
  root: here('.'),
  plugins: [
    ...sourcePlugins(),
    // dist/portal-routes.json: the route table the server answers index.html (or a 404) from.
    portalRoutes(here('./src/routeTree.gen.ts')),
    // dist/prerendered/*.html: the first view of the landing routes rendered at build.
    prerender({ outDir: prerenderBuild.outDir, rendererConfig: here('./vite.prerender.config.ts') }),
    // A second, stronger minification of the entry chunk (most of every first view).
    minifyEntry(),
    // .br and .gz beside every text file of dist, sent by the server as the browser accepts.
    precompress(),
    // Last: the maps (kept to decode reported stacks) leave dist/, the folder the server serves.
    sourcemapsOutsideDist(here('./sourcemaps')),
  ],
  server: {
    port: 3000,
    strictPort: true,
    host: '127.0.0.1',
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { port: 3000, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-report.mjs to sum what the first view loads.
    manifest: true,
    target: 'es2022',
    // Maps are written for decoding reported stacks (/api/js-error), not referenced from the bundle, and
    // moved out of dist/ once written (sourcemapsOutsideDist.ts): nothing serves them.
    sourcemap: 'hidden',
    // The budget that matters is the gzip size of the first view (pnpm bundle:report), not one chunk's raw size.
    chunkSizeWarningLimit: 700,
    // Gzip sizes are the precompress step's work (and bundle:report's); Vite's own report would compress
    // every chunk a second time on each build.
    reportCompressedSize: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // Chakra's modules start with 'use client' (a React Server Components hint, meaningless in an SPA).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
    },
  },
});
