// Serves the built portal (performance, "Fast on a phone"): every text file in the brotli or gzip copy the
// build wrote beside it, whichever the browser accepts best (Vary: Accept-Encoding); hashed assets cached
// for a year, index.html revalidated (no-cache + ETag). index.html answers every path of the portal's
// route table (dist/portal-routes.json, generated from the router's route files at build); any other path
// gets it with a 404, and the portal renders its not-found screen (portal-spec §2). HEAD works wherever
// GET does. JSON 404s under /api. Never a source map (quality-bar "What the server sends"):
// the build moves them out of dist/, and a map left there by an older build is not served either.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, SESSION_COOKIE, type ApiError } from '@portal/api-contract';
import { messages } from '../lib/http-error.ts';
import { negotiateCoding, type ContentCoding } from '../http/content-encoding.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface IndexPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The page's CSP: the strict one, allowing the build's own inline scripts by their hashes. */
  policy: string;
}

/**
 * The hashes of a page's inline scripts, for its CSP (`script-src 'sha256-…'`). Only pages the build wrote
 * are read: a pre-rendered page holds one, which loads the portal's script after the first paint
 * (apps/portal/build/prerender.ts).
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

/** A page and its compressed copies, made once at start (a few KB: brotli at its best costs milliseconds). */
function indexPage(identity: Buffer, prepared: { br?: Buffer; gzip?: Buffer } = {}): IndexPage {
  return {
    identity,
    br: prepared.br ?? brotliCompressSync(identity),
    gzip: prepared.gzip ?? gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    policy: contentSecurityPolicy(inlineScriptHashes(identity.toString('utf8'))),
  };
}

/**
 * A page made while answering a request (a form's page of the wizard): brotli at its best takes ~100 ms
 * on a page of ~80 KB, so the first answer has a quick brotli copy (~10% larger) and the best one, made
 * aside on libuv's pool, replaces it for the next.
 */
function pageMadeNow(identity: Buffer): IndexPage {
  const page = indexPage(identity, {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  });
  brotliCompress(identity, (error, best) => {
    if (!error) page.br = best;
  });
  return page;
}

/** index.html as built, with the copies the build wrote beside it. */
function loadIndexPage(root: string): IndexPage | null {
  const file = path.join(root, 'index.html');
  if (!existsSync(file)) return null;
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const br = copy('.br');
  const gzip = copy('.gz');
  return indexPage(readFileSync(file), { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Where a pre-rendered page holds the tags it loads after its first paint (apps/portal/build/prerender.ts). */
const AFTER_FIRST_PAINT = '<template id="after-first-paint">';

/**
 * index.html with modulepreload links for one route's chunks (preload only what it needs). A page
 * whose first view is pre-rendered paints from its HTML alone: the links go with its entry script, held
 * until that first paint.
 */
export function withPreloads(html: string, preload: string[]): string {
  if (preload.length === 0) return html;
  const links = preload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  return html.includes(AFTER_FIRST_PAINT)
    ? html.replace(AFTER_FIRST_PAINT, `${AFTER_FIRST_PAINT}${links}`)
    : html.replace('</head>', `${links}</head>`);
}

/**
 * A pre-rendered page with modulepreload links for what its view loads once it runs (a form's own
 * chunks), after the tags it holds already: the entry script first. A link the page holds already is not
 * added twice.
 */
export function withLaterPreloads(html: string, preload: readonly string[]): string {
  const start = html.indexOf(AFTER_FIRST_PAINT);
  const end = start < 0 ? -1 : html.indexOf('</template>', start);
  if (end < 0) return html;
  const held = html.slice(start, end);
  const links = preload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
    .filter((link) => !held.includes(link))
    .join('');
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

interface PortalRoute {
  path: string;
  preload: string[];
}

/** The router's paths in Fastify's syntax: `$id` is `:id`, a lone `$` the rest; index routes lose the slash. */
export function fastifyPathOf(routePath: string): string {
  const converted = routePath
    .split('/')
    .map((segment) => (segment === '$' ? '*' : segment.startsWith('$') ? `:${segment.slice(1)}` : segment))
    .join('/');
  return converted.length > 1 ? converted.replace(/\/$/, '') : converted;
}

/** dist/portal-routes.json: the router's routes and each one's chunks (apps/portal/build/portalRoutes.ts). */
function loadRoutes(root: string): PortalRoute[] | null {
  const file = path.join(root, 'portal-routes.json');
  if (!existsSync(file)) return null;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as (string | PortalRoute)[];
  return routes.map((route) => (typeof route === 'string' ? { path: route, preload: [] } : route));
}

/** dist/prerendered.json (apps/portal/build/prerender.ts): the routes whose first view the build rendered. */
interface PrerenderedPage {
  path: string;
  /** For a new visitor (the cookie banner shown)... */
  file: string;
  /** ...and for one who accepted cookies. */
  consentedFile: string;
  /** The first view of the address without a query only (the wizard's depends on it). */
  withoutQueryOnly: boolean;
  /**
   * The first view of an address whose query has this parameter once, with one of these values: the
   * wizard's skeleton, for the forms it opens (`?formularz=24`).
   */
  query?: { name: string; values: string[] };
  /** For a page with a query: what each value's view loads once it runs (a form's chunks), to preload. */
  queryPreloads?: Record<string, string[]>;
  /** A visitor's first view, not sent to a request that carries a session cookie. */
  visitorOnly: boolean;
}

/** Each route's pre-rendered pages, in the build's order (a route may have one for each kind of address). */
function loadPrerendered(root: string): Map<string, PrerenderedPage[]> {
  const file = path.join(root, 'prerendered.json');
  const byPath = new Map<string, PrerenderedPage[]>();
  if (!existsSync(file)) return byPath;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPage[];
  for (const page of pages) {
    if (!existsSync(path.join(root, page.file)) || !existsSync(path.join(root, page.consentedFile))) continue;
    byPath.set(page.path, [...(byPath.get(page.path) ?? []), page]);
  }
  return byPath;
}

/** The value of the address's query parameter `name` where it has it once and that value is listed. */
export function listedValueOf(url: string, query: { name: string; values: string[] }): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  const values = new URLSearchParams(url.slice(start + 1)).getAll(query.name);
  return values.length === 1 ? query.values.find((value) => value === values[0]) : undefined;
}

/** Whether a pre-rendered page is the first view of the address asked for, as far as its query goes. */
export function fitsQuery(
  url: string,
  page: { withoutQueryOnly: boolean; query?: { name: string; values: string[] } | undefined },
): boolean {
  if (page.query) return listedValueOf(url, page.query) !== undefined;
  return !(page.withoutQueryOnly && url.includes('?'));
}

const SESSION_COOKIES = [cookieName(SESSION_COOKIE, true), cookieName(SESSION_COOKIE, false)];
/**
 * The consent cookie the portal writes (apps/portal features/layout/lib/cookieConsent.ts): accepted, or set
 * aside with Escape for the browser session; either way the page comes without the banner.
 */
const NO_BANNER = ['cookies=accepted', 'cookies=setAside'];

function cookiesOf(request: FastifyRequest): string[] {
  return (request.headers.cookie ?? '').split(';').map((part) => part.trim());
}

interface PagesOfRoute<T> {
  page: T;
  consentedPage: T;
  withoutQueryOnly: boolean;
  query?: { name: string; values: string[] } | undefined;
  visitorOnly: boolean;
  /** The page for one of the query's listed values, where that value's view has one of its own. */
  forValue?: ((value: string, consented: boolean) => T | undefined) | undefined;
}

/**
 * Which page answers a route (performance, "first paint"): the first of its pre-rendered first views that
 * fits the request (the address's query as the view needs it; the cookie banner as the visitor will see
 * it; no visitor's page to a request with a session), otherwise index.html.
 */
export function choosePage<T>(
  request: FastifyRequest,
  plain: T,
  candidates: readonly PagesOfRoute<T>[] = [],
): T {
  const prerendered = candidates.find((candidate) => fitsQuery(request.url, candidate));
  if (!prerendered) return plain;
  const cookies = cookiesOf(request);
  if (
    prerendered.visitorOnly &&
    cookies.some((c) => SESSION_COOKIES.some((name) => c.startsWith(`${name}=`)))
  ) {
    return plain;
  }
  const consented = cookies.some((cookie) => NO_BANNER.includes(cookie));
  const value = prerendered.query ? listedValueOf(request.url, prerendered.query) : undefined;
  const own = value === undefined ? undefined : prerendered.forValue?.(value, consented);
  return own ?? (consented ? prerendered.consentedPage : prerendered.page);
}

export default fp<{ root: string }>(
  async (app, { root }) => {
    const index = loadIndexPage(root);

    const sendIndex = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: 200 | 404,
      page = index,
      vary = 'Accept-Encoding',
    ) => {
      if (!page) throw new Error('no index.html');
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', REVALIDATE)
        .header('Vary', vary)
        .header('ETag', page.etag)
        .header('Content-Security-Policy', page.policy);
      if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const coding: ContentCoding | null = negotiateCoding(request.headers['accept-encoding']);
      if (coding) reply.header('Content-Encoding', coding);
      return reply.send(coding ? page[coding] : page.identity);
    };

    if (index) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        preCompressed: true,
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders(res, filePath) {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE,
          );
        },
      });
      const routes = loadRoutes(root);
      const prerendered = loadPrerendered(root);
      if (routes) {
        const registered = new Set<string>();
        for (const route of routes) {
          const url = fastifyPathOf(route.path);
          const page =
            route.preload.length > 0
              ? indexPage(Buffer.from(withPreloads(index.identity.toString('utf8'), route.preload)))
              : index;
          const htmlOf = (file: string) =>
            withPreloads(readFileSync(path.join(root, file), 'utf8'), route.preload);
          // A form's page of the wizard: the pre-rendered page with that form's chunks preloaded, made the
          // first time it is asked for. Only values the build listed (the online forms) have one, and only
          // the build's hrefs go into it, never anything of the address.
          const pagesForValues = (first: PrerenderedPage, html: { page: string; consentedPage: string }) => {
            const preloads = new Map(
              (first.query?.values ?? []).flatMap((value) => {
                const hrefs = Object.hasOwn(first.queryPreloads ?? {}, value)
                  ? first.queryPreloads![value]
                  : [];
                return Array.isArray(hrefs) && hrefs.length > 0 ? [[value, hrefs] as const] : [];
              }),
            );
            const made = new Map<string, IndexPage>();
            return (value: string, consented: boolean) => {
              const hrefs = preloads.get(value);
              if (!hrefs) return undefined;
              const key = `${consented ? 'consented' : 'new'}:${value}`;
              let page = made.get(key);
              if (!page) {
                page = pageMadeNow(
                  Buffer.from(withLaterPreloads(consented ? html.consentedPage : html.page, hrefs)),
                );
                made.set(key, page);
              }
              return page;
            };
          };
          const pages = (prerendered.get(route.path) ?? []).map((first) => {
            // Each page file is read once: its copies for the forms' values start from the same text.
            const html = { page: htmlOf(first.file), consentedPage: htmlOf(first.consentedFile) };
            return {
              ...first,
              page: indexPage(Buffer.from(html.page)),
              consentedPage: indexPage(Buffer.from(html.consentedPage)),
              forValue: first.query && first.queryPreloads ? pagesForValues(first, html) : undefined,
            };
          });
          // The answer depends on the cookies where a pre-rendered page exists (consent, session).
          const vary = pages.length > 0 ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
          // Both spellings: the router treats '/lista-spraw/' as '/lista-spraw'. GET routes answer HEAD too.
          for (const variant of url === '/' ? ['/'] : [url, `${url}/`]) {
            if (registered.has(variant)) continue;
            registered.add(variant);
            app.get(variant, { schema: { hide: true } }, (request, reply) =>
              sendIndex(request, reply, 200, choosePage(request, page, pages), vary),
            );
          }
        }
      } else {
        app.log.warn(
          'portal-routes.json is missing from the portal build: every path is answered with index.html',
        );
      }
    }

    const routeTableKnown = index !== null && existsSync(path.join(root, 'portal-routes.json'));
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const method = request.method;
      if (
        pathname.startsWith('/api/') ||
        pathname === '/api' ||
        (method !== 'GET' && method !== 'HEAD') ||
        !index
      ) {
        const body: ApiError = { status: 404, error: 'not_found', message: messages.notFound };
        return reply.status(404).send(body);
      }
      // A file-like path that is not in the build is a real 404, not a portal route.
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
      }
      return sendIndex(request, reply, routeTableKnown ? 404 : 200);
    });
  },
  { name: 'portal-static' },
);
