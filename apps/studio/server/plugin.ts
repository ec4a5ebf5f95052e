// The studio's only backend (issue 19): a small JSON API inside its Vite dev server.
//   GET  /studio-api/forms                   the catalog's forms
//   GET  /studio-api/vocabulary              keywords, ui keys and widgets for completion and hover help
//   GET  /studio-api/forms/:id               schema.json, ui.json, fixtures and the last committed version
//   POST /studio-api/forms/:id/preview       { files } -> the bundled schema and ui.json the engine renders (or null)
//   POST /studio-api/forms/:id/evaluate      { files } -> check problems, the bundled preview, fixture verdicts
//   POST /studio-api/forms/:id/save          { files } -> written files and the full `pnpm schemas:check`
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import {
  EDITABLE_FILES,
  evaluateForm,
  listForms,
  previewForm,
  readForm,
  studioRoot,
  type EditedFiles,
} from './forms.ts';
import { saveForm } from './save.ts';
import { readVocabulary } from './vocabulary.ts';

export const API_PREFIX = '/studio-api';

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
}

function editedFiles(value: unknown): EditedFiles {
  const files = (value as { files?: Record<string, unknown> } | null)?.files ?? {};
  const edited: EditedFiles = {};
  for (const name of EDITABLE_FILES) if (typeof files[name] === 'string') edited[name] = files[name];
  return edited;
}

function send(response: ServerResponse, status: number, value: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(value));
}

/** Answers one API request; null when the URL is not the API's. */
export async function handleApi(
  root: string,
  method: string,
  url: string,
  readBody: () => Promise<unknown>,
): Promise<{ status: number; body: unknown } | null> {
  const { pathname } = new URL(url, 'http://studio');
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  const route = pathname.slice(API_PREFIX.length);
  const notFound = {
    status: 404,
    body: { message: 'Nie ma takiego formularza albo nie ma on schema.json.' },
  };
  if (method === 'GET' && route === '/forms') return { status: 200, body: listForms(root) };
  if (method === 'GET' && route === '/vocabulary') return { status: 200, body: readVocabulary(root) };
  const match = /^\/forms\/(\d+)(?:\/(evaluate|preview|save))?$/.exec(route);
  if (!match) return { status: 404, body: { message: 'Nieznany adres API studia.' } };
  const id = Number(match[1]);
  if (method === 'GET' && !match[2]) {
    const form = readForm(root, id);
    return form ? { status: 200, body: form } : notFound;
  }
  if (method === 'POST' && match[2] === 'evaluate') {
    const result = evaluateForm(root, id, editedFiles(await readBody()));
    return result ? { status: 200, body: result } : notFound;
  }
  if (method === 'POST' && match[2] === 'preview') {
    const preview = previewForm(root, id, editedFiles(await readBody()));
    return preview === undefined ? notFound : { status: 200, body: { preview } };
  }
  if (method === 'POST' && match[2] === 'save') {
    const result = await saveForm(root, id, editedFiles(await readBody()));
    return result ? { status: 200, body: result } : notFound;
  }
  return { status: 405, body: { message: 'Niedozwolona metoda.' } };
}

export function studioApi(root: string = studioRoot()): Plugin {
  return {
    name: 'portal-studio-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        handleApi(root, request.method ?? 'GET', request.url ?? '/', () => body(request))
          .then((answer) => (answer ? send(response, answer.status, answer.body) : next()))
          .catch((error: unknown) =>
            send(response, 500, { message: `Błąd serwera studia: ${(error as Error).message}` }),
          );
      });
    },
  };
}
