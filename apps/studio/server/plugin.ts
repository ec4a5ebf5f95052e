// The studio's only backend: a small JSON API, inside Vite's dev server (`pnpm studio:dev`, the
// plugin below) or the production server (`pnpm studio`, serve.ts).
//   GET  /studio-api/forms                   the catalog's forms
//   GET  /studio-api/vocabulary              keywords, ui keys and widgets for completion and hover help
//   GET  /studio-api/forms/:id               schema.json, ui.json, fixtures and the last committed version
//   POST /studio-api/forms/:id/preview       { files } -> the bundled schema and ui.json the engine renders (or
//                                            null) and the URL of its precompiled validator module
//   POST /studio-api/forms/:id/fixtures      { files } -> every fixture's verdict on the edited text
//   POST /studio-api/forms/:id/check         { files } -> the check's problems, located in the edited text
//   POST /studio-api/forms/:id/changes       { files } -> the change report against the last commit (form-model)
//   POST /studio-api/forms/:id/evaluate      { files } -> all three at once
//   POST /studio-api/forms/:id/save          { files } -> written files and the full `pnpm schemas:check`
//   POST /studio-api/forms/:id/pdf           { files } -> a paper form's PDF from the edited text
//   POST /studio-api/forms/:id/verdict       { files, data, today? } -> the server's errors for answers
//   POST /studio-api/forms/:id/propose       { message } -> the saved change committed on a new branch
// `files` holds schema.json and ui.json, and `fixtures` ({ 'valid/x.json': text }) and `catalog.json` when
// those were edited.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SchemaPaths } from '@portal/schema-kit';
import type { Plugin } from 'vite';
import {
  changesOfEdited,
  checkOfEdited,
  EDITABLE_FILES,
  evaluateForm,
  fixturesOfEdited,
  paperPdfOfEdited,
  listForms,
  previewForm,
  readForm,
  studioPaths,
  validatorModule,
  verdictOfEdited,
  type EditedFiles,
} from './forms.ts';
import { proposeChange } from './propose.ts';
import { saveForm } from './save.ts';
import { readVocabulary } from './vocabulary.ts';

export const API_PREFIX = '/studio-api';

/**
 * Where the preview's validator modules live: the dev server serves them as Vite modules (so their runtime
 * import resolves like the portal's), the production server (serve.ts) as files next to the built runtime.
 * `add` keeps a module's code and answers the URL the preview imports it from.
 */
export interface ValidatorModules {
  add(name: string, code: string): string;
}

const VALIDATOR_PREFIX = 'virtual:studio-validator/';
const devValidatorModules = new Map<string, string>();
const devValidators: ValidatorModules = {
  add(name, code) {
    devValidatorModules.set(name, code);
    return `/@id/__x00__${VALIDATOR_PREFIX}${name}.js`;
  },
};

export async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
}

function editedFiles(value: unknown): EditedFiles {
  const files = (value as { files?: Record<string, unknown> } | null)?.files ?? {};
  const edited: Record<string, unknown> = {};
  for (const name of [...EDITABLE_FILES, 'catalog.json'])
    if (typeof files[name] === 'string') edited[name] = files[name];
  const fixtures = files.fixtures;
  if (fixtures && typeof fixtures === 'object')
    edited.fixtures = Object.fromEntries(
      Object.entries(fixtures).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  return edited as EditedFiles;
}

export function send(response: ServerResponse, status: number, value: unknown): void {
  response.statusCode = status;
  response.setHeader('cache-control', 'no-store');
  if (value instanceof Uint8Array) {
    response.setHeader('content-type', 'application/pdf');
    response.end(value);
    return;
  }
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(value));
}

/** Answers one API request; null when the URL is not the API's. */
export async function handleApi(
  paths: SchemaPaths,
  method: string,
  url: string,
  readBody: () => Promise<unknown>,
  validators: ValidatorModules = devValidators,
): Promise<{ status: number; body: unknown } | null> {
  const { pathname } = new URL(url, 'http://studio');
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  const route = pathname.slice(API_PREFIX.length);
  const notFound = {
    status: 404,
    body: { message: 'Nie ma takiego formularza albo nie ma on schema.json.' },
  };
  if (method === 'GET' && route === '/forms') return { status: 200, body: listForms(paths) };
  if (method === 'GET' && route === '/vocabulary') return { status: 200, body: readVocabulary(paths) };
  const match =
    /^\/forms\/(\d+)(?:\/(evaluate|preview|fixtures|check|changes|save|pdf|verdict|propose))?$/.exec(route);
  if (!match) return { status: 404, body: { message: 'Nieznany adres API studia.' } };
  const id = Number(match[1]);
  if (method === 'GET' && !match[2]) {
    const form = readForm(paths, id);
    return form ? { status: 200, body: form } : notFound;
  }
  if (method === 'POST' && match[2] === 'evaluate') {
    const result = evaluateForm(paths, id, editedFiles(await readBody()));
    return result ? { status: 200, body: result } : notFound;
  }
  if (method === 'POST' && match[2] === 'preview') {
    const preview = previewForm(paths, id, editedFiles(await readBody()));
    if (preview === undefined) return notFound;
    let validator: string | null = null;
    if (preview) {
      try {
        const { key, code } = validatorModule(preview.schema);
        const name = createHash('sha1').update(key).digest('hex').slice(0, 20);
        validator = validators.add(name, code);
      } catch {
        // AJV refuses the schema: the check says why; the preview keeps its last validator.
      }
    }
    return { status: 200, body: { preview, validator } };
  }
  if (method === 'POST' && match[2] === 'fixtures') {
    const fixtures = fixturesOfEdited(paths, id, editedFiles(await readBody()));
    return fixtures ? { status: 200, body: { fixtures } } : notFound;
  }
  if (method === 'POST' && match[2] === 'check') {
    const problems = checkOfEdited(paths, id, editedFiles(await readBody()));
    return problems ? { status: 200, body: { problems } } : notFound;
  }
  if (method === 'POST' && match[2] === 'changes') {
    const changes = changesOfEdited(paths, id, editedFiles(await readBody()));
    return changes ? { status: 200, body: changes } : notFound;
  }
  if (method === 'POST' && match[2] === 'save') {
    const result = await saveForm(paths, id, editedFiles(await readBody()));
    return result ? { status: 200, body: result } : notFound;
  }
  if (method === 'POST' && match[2] === 'verdict') {
    const request = (await readBody()) as { data?: unknown; today?: unknown } | null;
    const data = request?.data;
    if (!data || typeof data !== 'object' || Array.isArray(data))
      return { status: 400, body: { message: 'Brak danych formularza (obiekt „data”) do sprawdzenia.' } };
    const today = typeof request.today === 'string' ? request.today : undefined;
    const verdict = verdictOfEdited(paths, id, editedFiles(request), data, today);
    if (verdict === null) return notFound;
    if (verdict === 'unbundled')
      return {
        status: 422,
        body: { message: 'Schematu nie da się złożyć: popraw problemy, a serwer oceni dane.' },
      };
    return { status: 200, body: verdict };
  }
  if (method === 'POST' && match[2] === 'propose') {
    const request = (await readBody()) as { message?: unknown } | null;
    const message = typeof request?.message === 'string' ? request.message : '';
    const proposal = proposeChange(paths, id, message);
    if (!proposal) return notFound;
    return proposal.proposed
      ? { status: 200, body: proposal }
      : { status: 409, body: { ...proposal, message: proposal.refused } };
  }
  if (method === 'POST' && match[2] === 'pdf') {
    const pdf = await paperPdfOfEdited(paths, id, editedFiles(await readBody()));
    if (pdf === null) return notFound;
    if (pdf === 'online') {
      return { status: 404, body: { message: 'Ten formularz składa się w portalu: nie ma wersji PDF.' } };
    }
    if (pdf === 'unrenderable') {
      return {
        status: 422,
        body: { message: 'Z tych plików nie da się złożyć PDF: popraw problemy wskazane przez sprawdzenie.' },
      };
    }
    return { status: 200, body: pdf };
  }
  return { status: 405, body: { message: 'Niedozwolona metoda.' } };
}

export function studioApi(paths: SchemaPaths = studioPaths()): Plugin {
  return {
    name: 'portal-studio-api',
    resolveId(id) {
      return id.startsWith(VALIDATOR_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VALIDATOR_PREFIX}`)) return null;
      const name = id.slice(VALIDATOR_PREFIX.length + 1).replace(/\.js$/, '');
      return devValidatorModules.get(name) ?? 'throw new Error("validator gone: reload the studio");';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        handleApi(paths, request.method ?? 'GET', request.url ?? '/', () => body(request))
          .then((answer) => (answer ? send(response, answer.status, answer.body) : next()))
          .catch((error: unknown) =>
            send(response, 500, { message: `Błąd serwera studia: ${(error as Error).message}` }),
          );
      });
    },
  };
}
