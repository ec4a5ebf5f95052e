// Performance, "first paint": nothing painted until ~180 KB gzip of script had been fetched, parsed and run.
// At build, each route below is rendered in Node (a Vite SSR build of src/prerender/entry.tsx, then
// react-dom/server: no browser is needed) and its markup and critical CSS are written into a copy of
// index.html, dist/prerendered/<name>.html. The server answers that route with it (apps/api
// portal-static.ts, from dist/prerendered.json), so the heading and the shell paint with the HTML, before
// any script. The portal's script is fetched once that first view is on the screen (afterFirstPaint.js);
// the client then hydrates it (src/main.tsx).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';
import type { InlineConfig, Plugin, PluginOption } from 'vite';

export const PRERENDERED_FILE = 'prerendered.json';

export interface PrerenderedRoute {
  /** The route's full path as in dist/portal-routes.json. */
  path: string;
  /** The address rendered. */
  url: string;
  /** The first view of a signed-in customer (shell menu and the screen's skeleton) or of a visitor. */
  signedIn: boolean;
  /**
   * Only for an address without a query: the wizard's first view depends on its query (its first step, or
   * a form open in `?formularz=`: the route's `formOpen` page), so any other address of it gets the plain
   * index.html.
   */
  withoutQueryOnly?: boolean;
  /**
   * Only for an address naming an online form in `?formularz=` (the renderer's wizardFormIds): the
   * wizard's skeleton, one page for every form; `url` names any of them. The page's file is named
   * after the route and the parameter.
   */
  formOpen?: boolean;
}

/** The query parameter that opens a form in the wizard (src/features/application/lib/wizardSearch.ts). */
export const FORM_PARAMETER = 'formularz';

/** The routes a new visitor or a customer lands on (the phone performance work's measured pages). */
export const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { path: '/', url: '/', signedIn: false },
  { path: '/lista-spraw/', url: '/lista-spraw', signedIn: true },
  { path: '/platnosci', url: '/platnosci', signedIn: true },
  { path: '/skladanie-wniosku', url: '/skladanie-wniosku', signedIn: false, withoutQueryOnly: true },
  {
    path: '/skladanie-wniosku',
    url: `/skladanie-wniosku?${FORM_PARAMETER}=24`,
    signedIn: false,
    formOpen: true,
  },
];

/** A query parameter and the values it takes for a page to fit an address. */
export interface QueryCondition {
  name: string;
  values: string[];
}

/**
 * What dist/prerendered.json lists for the server: the page files of each route, for a new visitor (the
 * cookie banner shown) and for one who accepted cookies (the server sees the consent cookie).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  consentedFile: string;
  withoutQueryOnly: boolean;
  /**
   * Only for an address whose query has this parameter once, with one of these values (other parameters
   * may come along): the wizard's skeleton for the forms it opens.
   */
  query?: QueryCondition;
  /**
   * Only for a page with a query: for each of its values, what that value's view loads once it runs (a
   * form's own chunks), preloaded after the rest of the page's held tags.
   */
  queryPreloads?: Record<string, string[]>;
  /** A visitor's first view: a request with a session cookie gets the plain index.html instead. */
  visitorOnly: boolean;
}

export interface RenderedView {
  html: string;
  styles: string;
}

type Render = (input: { url: string; signedIn: boolean; consented: boolean }) => Promise<RenderedView>;

/** What the renderer (src/prerender/entry.tsx) exports. */
export interface Renderer {
  prerender: Render;
  /** The forms the wizard opens at `?formularz=<id>`. */
  wizardFormIds: () => number[];
}

/**
 * The page file of a route: '/' is index, '/lista-spraw/' lista-spraw; `.consented` without the banner;
 * a page for a query parameter (a form open) has it in its name: skladanie-wniosku.formularz.
 */
export function pageFileOf(routePath: string, consented = false, parameter?: string): string {
  const name = routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'index';
  return `prerendered/${name}${parameter ? `.${parameter}` : ''}${consented ? '.consented' : ''}.html`;
}

/** What dist/prerendered.json says of a route's page. */
export function prerenderedPageOf(route: PrerenderedRoute, formIds: () => number[]): PrerenderedPage {
  const parameter = route.formOpen ? FORM_PARAMETER : undefined;
  return {
    path: route.path,
    file: pageFileOf(route.path, false, parameter),
    consentedFile: pageFileOf(route.path, true, parameter),
    withoutQueryOnly: route.withoutQueryOnly ?? false,
    ...(parameter ? { query: { name: parameter, values: formIds().map(String) } } : {}),
    visitorOnly: !route.signedIn,
  };
}

/**
 * The painted page's submit buttons as plain buttons: before the script runs, a click on one (or Enter in a
 * field) would submit the form natively and reload the page without what was typed. Now it does nothing;
 * once the script runs, clicks (and Enter in a field, on the button marked data-submit) are held and made
 * again on the rendered page (app/carryPendingClick.ts).
 */
export function withoutNativeSubmit(html: string): string {
  return html.replace(/<button([^>]*?) type="submit"/g, '<button$1 type="button" data-submit=""');
}

/**
 * Where a pre-rendered page keeps what it loads once it has painted: the entry script, the route's chunks
 * (the server adds their modulepreload links here, apps/api portal-static.ts) and the config's preload.
 */
export const AFTER_FIRST_PAINT = '<template id="after-first-paint">';

/** The page's inline script that appends the held tags once the page has painted (afterFirstPaint.js). */
export const AFTER_FIRST_PAINT_LOADER = readFileSync(
  new URL('./afterFirstPaint.js', import.meta.url),
  'utf8',
);

/** The loader as the pages carry it: a few hundred bytes, minified with the entry's minifier. */
export async function minifiedLoader(): Promise<string> {
  const { code } = await minify(AFTER_FIRST_PAINT_LOADER, { ecma: 2020, compress: true, mangle: true });
  if (!code) throw new Error('terser returned nothing for afterFirstPaint.js');
  return code;
}

/** The tags of index.html's head that wait for the first paint: the module script and what it preloads. */
const HELD_TAGS = [
  /<link rel="preload"[^>]*\bas="fetch"[^>]*>/g,
  /<link rel="modulepreload"[^>]*>/g,
  /<script type="module"[^>]*><\/script>/g,
];

/** The attribute the page's style elements carry instead of emotion's own (@portal/ui prerenderedStyles.ts). */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-emotion';

/**
 * The view's <style data-emotion> elements under an attribute of the portal's: emotion would move each
 * element it takes for its own to the end of <head> when the portal starts, and every move makes the
 * browser recompute the whole page's style (~50 ms at 4x CPU). The portal tells its emotion
 * cache which rules the page holds instead (adoptPrerenderedStyles in @portal/ui).
 */
export function outOfEmotionsWay(styles: string): string {
  return styles.replace(/<style data-emotion="/g, `<style ${PRERENDERED_STYLE_ATTRIBUTE}="`);
}

/**
 * The attribute of #root saying whom its markup was rendered for: 'visitor' or 'customer'. The client
 * hydrates the page when its session is of that kind, and replaces it otherwise (src/main.tsx).
 */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for';

/** index.html with the view's markup in #root, its styles at the end of <head> and its script held back. */
export function pageWithView(
  indexHtml: string,
  view: RenderedView,
  loader: string = AFTER_FIRST_PAINT_LOADER,
  signedIn = false,
  /** Tags loaded after the first paint too, after the entry script: what the view loads once it runs. */
  laterTags: string[] = [],
): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  if (!indexHtml.includes('</body>')) throw new Error('index.html has no </body>');
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(view.html)) {
    throw new Error('the pre-rendered markup holds an inline script, which the CSP (script-src self) blocks');
  }
  const held: string[] = [];
  const page = HELD_TAGS.reduce(
    (html, tag) =>
      html.replace(tag, (match) => {
        held.push(match);
        return '';
      }),
    indexHtml,
  );
  if (!held.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
  held.push(...laterTags);
  // Replacer functions: a `$` in the markup or the CSS is not a replacement pattern.
  return page
    .replace('</head>', () => `${outOfEmotionsWay(view.styles)}</head>`)
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_FOR_ATTRIBUTE}="${signedIn ? 'customer' : 'visitor'}">${withoutNativeSubmit(view.html)}</div>`,
    )
    .replace(
      '</body>',
      () => `${AFTER_FIRST_PAINT}${held.join('')}</template><script>${loader}</script></body>`,
    );
}

/** The module the wizard imports once a form is open (ApplicationForm's loadEngine): the form engine. */
export const FORM_ENGINE_MODULE = /packages\/form-engine\/src\/index\.ts$/;

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunks of a bundle, and what a set of them loads: those and their static imports, transitively. */
function chunkGraph(bundle: Record<string, { type: string } | BundleChunk>) {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const closure = (start: string[], into = new Set<string>()) => {
    for (const fileName of start) {
      if (into.has(fileName)) continue;
      into.add(fileName);
      closure(chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [], into);
    }
    return into;
  };
  const facadesOf = (module: RegExp) =>
    chunks.filter((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return { closure, facadesOf, entry };
}

const preloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * modulepreload links for what a dynamic import of `module` loads: its chunk and the chunks that one
 * imports, less those of the entry (loaded already). The wizard's page with a form open asks for the
 * engine (~105 KB gzip, the same for every form) with the entry, once it has painted, rather than after
 * hydration, when the form's query starts.
 */
export function dynamicImportPreloads(
  bundle: Record<string, { type: string } | BundleChunk>,
  module: RegExp,
): string[] {
  const { closure, facadesOf, entry } = chunkGraph(bundle);
  const target = facadesOf(module)[0];
  if (!target) throw new Error(`no chunk for ${module}`);
  return [...closure([target.fileName])]
    .filter((fileName) => !entry.has(fileName))
    .map((fileName) => preloadTag(`/${fileName}`));
}

/** The modules of one online form, each a lazy chunk of @portal/forms-generated's formLoaders. */
export const formModules = (id: string) =>
  new RegExp(`packages/forms-generated/forms/${id}\\.(?:validator\\.js|schema\\.json|ui\\.json)$`);

/**
 * For each form id, the files its loader fetches (its validator, schema and ui chunks and what they
 * import), less what the entry and the engine load (the page preloads the engine already): the server
 * adds them to the wizard's pre-rendered page for that form, so they come with the engine, not after
 * hydration. Every id must have its three chunks: the build fails otherwise.
 */
export function formPreloads(
  bundle: Record<string, { type: string } | BundleChunk>,
  formIds: readonly string[],
): Record<string, string[]> {
  const { closure, facadesOf, entry } = chunkGraph(bundle);
  const engine = facadesOf(FORM_ENGINE_MODULE)[0];
  if (!engine) throw new Error(`no chunk for ${FORM_ENGINE_MODULE}`);
  const loaded = closure([engine.fileName], new Set(entry));
  return Object.fromEntries(
    formIds.map((id) => {
      if (!/^\d+$/.test(id)) throw new Error(`not a form id: ${id}`);
      const own = facadesOf(formModules(id));
      if (own.length !== 3) throw new Error(`form ${id} has ${own.length} chunks, not 3`);
      const files = [...closure(own.map((chunk) => chunk.fileName))].filter((file) => !loaded.has(file));
      return [id, files.map((file) => `/${file}`)];
    }),
  );
}

/** What the SSR build of the renderer compiles (vite.prerender.config.ts). */
export interface RendererBuild {
  /** The SSR entry (src/prerender/entry.tsx), exporting prerender(). */
  entry: string;
  /** The plugins that compile the portal's sources (router, React with the Lingui macro, catalog). */
  sourcePlugins: () => PluginOption[];
  /** Where the SSR build goes: inside the app, so that Node resolves its dependencies from there. */
  outDir: string;
}

export interface PrerenderOptions {
  /** Where the SSR build goes (RendererBuild's outDir). */
  outDir: string;
  /**
   * The Vite config of the SSR build (vite.prerender.config.ts, built from rendererBuildConfig): the build
   * runs in a process of its own, beside the browser build, since both spend most of their time in
   * JavaScript (Babel, Rollup) on one thread each.
   */
  rendererConfig: string;
  routes?: PrerenderedRoute[];
}

/** The SSR build of the renderer: src/prerender/entry.tsx to outDir/entry.mjs. */
export function rendererBuildConfig(
  root: string,
  { entry, sourcePlugins, outDir }: RendererBuild,
): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: sourcePlugins(),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        output: { entryFileNames: 'entry.mjs', chunkFileNames: '[name]-[hash].mjs' },
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
          warn(warning);
        },
      },
    },
  };
}

/** Vite's command line, run by the node running this build. */
function viteCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { vite: string } };
  return path.join(path.dirname(manifest), bin.vite);
}

/** Builds the renderer in a child process (started at once) and loads it when the build is done. */
export function buildRendererAside(
  root: string,
  { outDir, rendererConfig }: PrerenderOptions,
): () => Promise<Renderer> {
  const built = rm(outDir, { recursive: true, force: true }).then(
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [viteCli(), 'build', '--config', rendererConfig], {
          cwd: root,
          stdio: 'inherit',
        });
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`the pre-render's SSR build exited with ${code}`)),
        );
      }),
  );
  // Awaited only in generateBundle: a failure before then must not be an unhandled rejection.
  built.catch(() => undefined);
  return async () => {
    await built;
    return (await import(pathToFileURL(path.join(outDir, 'entry.mjs')).href)) as Renderer;
  };
}

export function prerender(options: PrerenderOptions): Plugin {
  let root = '';
  let renderer: (() => Promise<Renderer>) | undefined;
  return {
    name: 'portal:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      renderer = buildRendererAside(root, options);
    },
    // After Vite's HTML plugin has written index.html (script and style links) into the bundle.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') this.error('no index.html in the bundle');
        const indexHtml = String(index.source);
        const started = Date.now();
        if (!renderer) this.error('the renderer was not started at buildStart');
        const { prerender: render, wizardFormIds } = await renderer();
        const loader = await minifiedLoader();
        const pages: PrerenderedPage[] = [];
        for (const route of options.routes ?? PRERENDERED_ROUTES) {
          const page = prerenderedPageOf(route, wizardFormIds);
          if (page.query && !page.query.values.some((value) => route.url.endsWith(`=${value}`))) {
            this.error(`${route.url} names no form the wizard opens`);
          }
          const later = route.formOpen ? dynamicImportPreloads(bundle, FORM_ENGINE_MODULE) : [];
          if (route.formOpen && page.query) page.queryPreloads = formPreloads(bundle, page.query.values);
          for (const consented of [false, true]) {
            const view = await render({ url: route.url, signedIn: route.signedIn, consented });
            const fileName = consented ? page.consentedFile : page.file;
            this.emitFile({
              type: 'asset',
              fileName,
              source: pageWithView(indexHtml, view, loader, route.signedIn, later),
            });
          }
          pages.push(page);
        }
        this.emitFile({
          type: 'asset',
          fileName: PRERENDERED_FILE,
          source: `${JSON.stringify(pages, null, 2)}\n`,
        });
        await rm(options.outDir, { recursive: true, force: true });
        this.info?.(`pre-rendered ${pages.length} routes in ${Date.now() - started} ms`);
      },
    },
  };
}
