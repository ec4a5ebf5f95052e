// `pnpm studio` (form studio, "Fast"): the studio's production build (apps/studio/dist, `vite build`) and its
// API, served by one small Node server. The dev server transformed hundreds of modules on the first visit
// (editors after 36 s, the preview after 110 s) and ran React's development build (165 ms a keystroke);
// this serves files already built. `pnpm studio:dev` keeps Vite's dev server for work on the studio itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_MODULE } from '@portal/validation';
import type { SchemaPaths } from '@portal/schema-kit';
import { studioPaths } from './forms.ts';
import { body, handleApi, send, type ValidatorModules } from './plugin.ts';

export const STUDIO_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The validation runtime the build leaves under a fixed name (vite.config.ts), for the validators. */
export const RUNTIME_FILE = 'assets/validation-runtime.js';
const VALIDATORS = '/studio-validators/';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The preview's validators, each importing the built runtime instead of the package Vite would resolve. */
export function productionValidators(): ValidatorModules & { get(name: string): string | undefined } {
  const modules = new Map<string, string>();
  const runtimeImport = JSON.stringify(RUNTIME_MODULE);
  return {
    add(name, code) {
      modules.set(name, code.replace(runtimeImport, JSON.stringify(`/${RUNTIME_FILE}`)));
      return `${VALIDATORS}${name}.js`;
    },
    get: (name) => modules.get(name),
  };
}

/** A built file for a URL path, or null (outside dist, a folder, absent). */
function builtFile(dist: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = path.resolve(dist, relative);
  if (!file.startsWith(`${dist}${path.sep}`)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export function createStudioServer(paths: SchemaPaths = studioPaths(), dist: string = STUDIO_DIST): Server {
  const validators = productionValidators();
  return createServer((request, response) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    handleApi(paths, method, url, () => body(request), validators)
      .then((answer) => {
        if (answer) return send(response, answer.status, answer.body);
        const { pathname } = new URL(url, 'http://studio');
        if (method !== 'GET' && method !== 'HEAD')
          return send(response, 405, { message: 'Niedozwolona metoda.' });
        if (pathname.startsWith(VALIDATORS)) {
          const code = validators.get(pathname.slice(VALIDATORS.length).replace(/\.js$/, ''));
          response.statusCode = code === undefined ? 404 : 200;
          response.setHeader('content-type', CONTENT_TYPES['.js']!);
          response.setHeader('cache-control', 'no-store');
          // A validator of an earlier server: the preview says so and the next edit brings a new one.
          response.end(code ?? 'throw new Error("validator gone: edit the form again");');
          return;
        }
        const file = builtFile(dist, pathname);
        if (!file) return send(response, 404, { message: `Nie ma takiego pliku studia: ${pathname}` });
        response.statusCode = 200;
        response.setHeader('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        // Hashed names never change content; the pages and the runtime's fixed name are asked again.
        const hashed = pathname.startsWith('/assets/') && pathname !== `/${RUNTIME_FILE}`;
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        response.end(method === 'HEAD' ? undefined : readFileSync(file));
      })
      .catch((error: unknown) =>
        send(response, 500, { message: `Błąd serwera studia: ${(error as Error).message}` }),
      );
  });
}

/** Serves the built studio on STUDIO_PORT (5173) of 127.0.0.1, as the dev server did. */
export function startStudio(): Server {
  if (!existsSync(path.join(STUDIO_DIST, 'index.html')))
    throw new Error('Brak zbudowanego studia (apps/studio/dist): uruchom `pnpm studio`, który je zbuduje.');
  const port = Number(process.env.STUDIO_PORT ?? 5173);
  const paths = studioPaths();
  const server = createStudioServer(paths);
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} jest zajęty: zamknij drugie studio albo ustaw STUDIO_PORT=…`
        : `Studio nie wystartowało: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Studio formularzy: http://127.0.0.1:${port}/ (pliki z ${paths.schemasDir})`);
  });
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) startStudio();
