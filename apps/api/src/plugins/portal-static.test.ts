// Performance: the built portal goes out compressed (brotli > gzip > none, Vary: Accept-Encoding), hashed
// assets cached for a year and index.html revalidated; an unknown path answers 404 with the portal's page
// (it renders its not-found screen), and HEAD works wherever GET does.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import portalStatic, { withLaterPreloads } from './portal-static.ts';
import securityHeaders from './security-headers.ts';

const indexHtml = `<!doctype html><html lang="pl"><head><title>Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const platnosciHtml = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/platnosci-abc.js"><link rel="modulepreload" crossorigin href="/assets/table-abc.js"></head>',
);
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const routes = [
  { path: '/', preload: [] },
  { path: '/lista-spraw/', preload: [] },
  { path: '/lista-spraw/$issueId', preload: [] },
  { path: '/platnosci', preload: ['/assets/platnosci-abc.js', '/assets/table-abc.js'] },
  { path: '/platnosci/potwierdzenie', preload: [] },
  { path: '/skladanie-wniosku', preload: [] },
];

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeWithCopies(path.join(root, 'index.html'), indexHtml);
  writeWithCopies(path.join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'portal-routes.json'), JSON.stringify(routes));
  app = Fastify();
  await app.register(portalStatic, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('portal assets', () => {
  it('sends brotli when the browser accepts it, with the length of what is sent', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzipped = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('answers HEAD for a file like GET, without the body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });

  it('answers 404 for a file that is not in the build', async () => {
    const response = await app.inject({ url: '/assets/missing-abc.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });
});

describe('portal pages', () => {
  it.each([
    '/',
    '/lista-spraw',
    '/lista-spraw/',
    '/lista-spraw/42',
    '/platnosci/potwierdzenie?id=1',
    '/skladanie-wniosku?formularz=24',
  ])('serves index.html for the route %s, compressed and revalidated', async (url) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });

  it('sends index.html gzipped or plain to browsers without brotli', async () => {
    const gzipped = await app.inject({ url: '/skladanie-wniosku', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(indexHtml);
    const plain = await app.inject({ url: '/skladanie-wniosku' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(indexHtml);
  });

  it('preloads the chunks of the route asked for, and only those', async () => {
    const brotli = await app.inject({ url: '/platnosci', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(platnosciHtml);
    const plain = await app.inject({ url: '/platnosci/' });
    expect(plain.body).toBe(platnosciHtml);
    expect(plain.headers['etag']).not.toBe((await app.inject({ url: '/' })).headers['etag']);
  });

  it('revalidates index.html with its ETag', async () => {
    const first = await app.inject({ url: '/' });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD for a portal route like GET', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/lista-spraw',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toBe('');
  });

  it.each(['/nie-ma-takiej-strony', '/lista-spraw/42/dalej', '/platnosci/inne'])(
    'answers 404 with the portal’s page (its not-found screen) for the unknown path %s',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(404);
      expect(head.body).toBe('');
    },
  );

  it('keeps JSON 404s under /api and for other methods', async () => {
    const api = await app.inject({ url: '/api/nie-ma' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, error: 'not_found' });
    const post = await app.inject({ method: 'POST', url: '/lista-spraw' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ status: 404 });
  });
});

describe('pre-rendered first views (performance, "first paint")', () => {
  // As the build writes it (apps/portal/build/prerender.ts): the script held until the first paint, and
  // the inline loader that appends it.
  const loader = 'appendHeld()';
  const firstView = (name: string) =>
    indexHtml
      .replace('<div id="root"></div>', `<div id="root"><h1>${name}</h1></div>`)
      .replace(
        '</body>',
        `<template id="after-first-paint"><script type="module" src="/assets/index-abc.js"></script></template><script>${loader}</script></body>`,
      );
  let prerenderedRoot: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    prerenderedRoot = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(prerenderedRoot, 'prerendered'));
    writeWithCopies(path.join(prerenderedRoot, 'index.html'), indexHtml);
    writeFileSync(path.join(prerenderedRoot, 'portal-routes.json'), JSON.stringify(routes));
    const pages: {
      path: string;
      name: string;
      withoutQueryOnly: boolean;
      query?: { name: string; values: string[] };
      queryPreloads?: Record<string, string[]>;
      visitorOnly: boolean;
    }[] = [
      { path: '/', name: 'index', withoutQueryOnly: false, visitorOnly: true },
      { path: '/platnosci', name: 'platnosci', withoutQueryOnly: false, visitorOnly: false },
      { path: '/skladanie-wniosku', name: 'skladanie-wniosku', withoutQueryOnly: true, visitorOnly: true },
      {
        path: '/skladanie-wniosku',
        name: 'skladanie-wniosku.formularz',
        withoutQueryOnly: false,
        query: { name: 'formularz', values: ['1', '24'] },
        // Form 1 has no chunk of its own to preload here; 8 is no form the page opens.
        queryPreloads: {
          '24': ['/assets/24.validator-abc.js', '/assets/24.schema-abc.js'],
          '8': ['/assets/8.validator-abc.js'],
        },
        visitorOnly: true,
      },
    ];
    for (const page of pages) {
      writeWithCopies(path.join(prerenderedRoot, `prerendered/${page.name}.html`), firstView(page.name));
      writeWithCopies(
        path.join(prerenderedRoot, `prerendered/${page.name}.consented.html`),
        firstView(`${page.name} consented`),
      );
    }
    writeFileSync(
      path.join(prerenderedRoot, 'prerendered.json'),
      JSON.stringify(
        pages.map(({ path: routePath, name, withoutQueryOnly, query, queryPreloads, visitorOnly }) => ({
          path: routePath,
          file: `prerendered/${name}.html`,
          consentedFile: `prerendered/${name}.consented.html`,
          withoutQueryOnly,
          ...(query ? { query } : {}),
          ...(queryPreloads ? { queryPreloads } : {}),
          visitorOnly,
        })),
      ),
    );
    server = Fastify();
    // With the headers of every answer, as in the app: the page's own CSP must survive them.
    await server.register(securityHeaders, { hsts: false });
    await server.register(portalStatic, { root: prerenderedRoot });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    rmSync(prerenderedRoot, { recursive: true, force: true });
  });

  it('answers a pre-rendered route with its first view, compressed, varying on the cookies', async () => {
    const response = await server.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(firstView('index'));
    expect(response.headers['vary']).toBe('Accept-Encoding, Cookie');
  });

  it('holds the route’s preloads with the script of its pre-rendered page, until the first paint', async () => {
    const response = await server.inject({ url: '/platnosci' });
    expect(response.body).toContain('<h1>platnosci</h1>');
    expect(response.body).toContain(
      '<template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/platnosci-abc.js">',
    );
    expect(response.body.split('</head>')[0]).not.toContain('modulepreload');
  });

  it('allows the pre-rendered page’s inline loader by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(loader).digest('base64');
    const prerendered = await server.inject({ url: '/platnosci' });
    expect(prerendered.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    const plain = await server.inject({ url: '/lista-spraw' });
    expect(plain.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('sends the page without the cookie banner to a visitor who accepted cookies', async () => {
    const response = await server.inject({ url: '/', headers: { cookie: 'a=b; cookies=accepted' } });
    expect(response.body).toBe(firstView('index consented'));
  });

  it('sends the page without the banner to a visitor who set it aside with Escape', async () => {
    const response = await server.inject({ url: '/', headers: { cookie: 'cookies=setAside' } });
    expect(response.body).toBe(firstView('index consented'));
    const other = await server.inject({ url: '/', headers: { cookie: 'cookies=other' } });
    expect(other.body).not.toBe(firstView('index consented'));
  });

  it('sends no visitor’s first view to a request with a session cookie', async () => {
    for (const cookie of ['SESSION=abc', '__Host-SESSION=abc; cookies=accepted']) {
      expect((await server.inject({ url: '/', headers: { cookie } })).body).toBe(indexHtml);
    }
    // A signed-in screen's first view (shell and skeleton) is neutral: sent with or without a session.
    const platnosci = await server.inject({ url: '/platnosci', headers: { cookie: 'SESSION=abc' } });
    expect(platnosci.body).toContain('<h1>platnosci</h1>');
  });

  it('sends the first view that fits the address’s query, and index.html where none does', async () => {
    const body = async (url: string, cookie?: string) =>
      (await server.inject({ url, ...(cookie ? { headers: { cookie } } : {}) })).body;
    expect(await body('/skladanie-wniosku')).toBe(firstView('skladanie-wniosku'));
    expect(await body('/skladanie-wniosku/')).toBe(firstView('skladanie-wniosku'));
    // A form the wizard opens: its skeleton, whatever else the address holds (the category, the step).
    expect(await body('/skladanie-wniosku?formularz=1')).toBe(firstView('skladanie-wniosku.formularz'));
    expect(await body('/skladanie-wniosku/?rodzaj=przylaczenia&formularz=1&krok=obiekt')).toBe(
      firstView('skladanie-wniosku.formularz'),
    );
    expect(await body('/skladanie-wniosku?formularz=1', 'cookies=accepted')).toBe(
      firstView('skladanie-wniosku.formularz consented'),
    );
    // Another step of the wizard, an unknown or PDF form, a form named twice: the portal renders it.
    for (const url of [
      '/skladanie-wniosku?rodzaj=przylaczenia',
      '/skladanie-wniosku?formularz=8',
      '/skladanie-wniosku?formularz=9999',
      '/skladanie-wniosku?formularz=abc',
      '/skladanie-wniosku?formularz=24&formularz=1',
    ]) {
      expect(await body(url), url).toBe(indexHtml);
    }
    // A signed-in customer's wizard is theirs (their header, their account's details): not a visitor's page.
    expect(await body('/skladanie-wniosku?formularz=24', '__Host-SESSION=abc')).toBe(indexHtml);
  });

  it('holds the chunks of the form asked for after the page’s script, for that form only', async () => {
    const formLinks =
      '<link rel="modulepreload" crossorigin href="/assets/24.validator-abc.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/24.schema-abc.js">';
    const withForm = (view: string) =>
      view.replace('</script></template>', `</script>${formLinks}</template>`);
    for (const url of [
      '/skladanie-wniosku?formularz=24',
      '/skladanie-wniosku/?rodzaj=przylaczenia&formularz=24',
    ]) {
      const response = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(
        withForm(firstView('skladanie-wniosku.formularz')),
      );
    }
    const consented = await server.inject({
      url: '/skladanie-wniosku?formularz=24',
      headers: { cookie: 'cookies=accepted', 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(consented.rawPayload).toString()).toBe(
      withForm(firstView('skladanie-wniosku.formularz consented')),
    );
    // Another form's page, its own ETag; a value the page does not open, or anything else: no form's links.
    const other = await server.inject({ url: '/skladanie-wniosku?formularz=1' });
    expect(other.body).not.toContain('24.validator');
    const again = await server.inject({
      url: '/skladanie-wniosku?formularz=24',
      headers: { 'if-none-match': String(other.headers['etag']) },
    });
    expect(again.statusCode).toBe(200);
    for (const url of [
      '/skladanie-wniosku?formularz=8',
      '/skladanie-wniosku?formularz=__proto__',
      '/skladanie-wniosku?formularz=24%22%3E%3Cscript%3E',
    ]) {
      const response = await server.inject({ url });
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('still answers an unknown path 404 with the plain index.html', async () => {
    const response = await server.inject({ url: '/nie-ma-takiej-strony' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(indexHtml);
  });

  it('revalidates each page with its own ETag', async () => {
    const first = await server.inject({ url: '/', headers: { cookie: 'cookies=accepted' } });
    const again = await server.inject({
      url: '/',
      headers: { cookie: 'cookies=accepted', 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    const other = await server.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('withLaterPreloads', () => {
  const page =
    '<body><template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/a.js">' +
    '<script type="module" src="/assets/index.js"></script></template><template></template></body>';

  it('adds the links after the held tags, once each', () => {
    expect(withLaterPreloads(page, ['/assets/a.js', '/assets/b.js', '/assets/b.js?"'])).toBe(
      page.replace(
        '</script></template>',
        '</script><link rel="modulepreload" crossorigin href="/assets/b.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/b.js?&quot;"></template>',
      ),
    );
  });

  it('leaves a page that holds nothing back as it is', () => {
    expect(withLaterPreloads('<body></body>', ['/assets/b.js'])).toBe('<body></body>');
  });
});
