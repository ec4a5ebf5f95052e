// What the studio's dev server does with schemas/: list and read the forms, the last committed
// version, and check, bundle and run the fixtures of the EDITED (unsaved) text of a form. Everything goes
// through the same modules as `pnpm schemas:check` (@portal/schema-kit): the edited text is laid in a throwaway
// copy of schemas/ whose other files are links to the real ones, and the tools run on that copy.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalog, FormEntry, FormUi } from '@portal/form-catalog';
import { bundleFormSchema, bundleFormUi, type JsonObject } from '@portal/form-catalog/node';
import {
  createAjv,
  standaloneModuleCode,
  type ContextualValidator,
  type FieldError,
} from '@portal/validation';
import { FIXTURE_NAME } from '../src/fixtures.ts';
import { validationKey } from './validation-key.ts';
import { generateNotificationPdf } from '@portal/form-pdf';
import { PLACEHOLDER_OPERATOR } from '@portal/form-pdf/operator';
import {
  compareFormSources,
  nextMinorVersion,
  type FieldModel,
  type FormChangeReport,
} from '@portal/form-model';
import {
  checkCatalog,
  checkForm,
  compareErrors,
  compileCached,
  DEFAULT_FIXTURE_TODAY,
  displayPath,
  evaluateFixtureData,
  fixtureFiles,
  jsonSyntaxError,
  keywordFieldProblems,
  loadMetaValidators,
  locateProblems,
  readFixture,
  schemaPaths,
  uniqueProblems,
  type ExpectedError,
  type FixtureKind,
  type Problem,
  type SchemaPaths,
} from '@portal/schema-kit';

/** The checkout the server runs from (it runs from source: serve.ts, plugin.ts). */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The folder holding schemas/ (and docs/, .prettierrc.json): the repository, or the parent of
 * STUDIO_SCHEMAS_DIR when it is set (tests and the e2e journey save into a temporary copy).
 */
function studioRoot(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.STUDIO_SCHEMAS_DIR;
  return dir ? path.dirname(path.resolve(dir)) : REPOSITORY_ROOT;
}

/** The paths under `studioRoot`, made once by the server and handed to everything it calls. */
export function studioPaths(env: NodeJS.ProcessEnv = process.env): SchemaPaths {
  return schemaPaths(studioRoot(env));
}

export interface FormListItem {
  readonly id: number;
  readonly title: string;
  readonly folder: string;
  readonly mode: FormEntry['mode'];
  readonly status: string;
  readonly version: string;
  /** Whether the folder has a schema.json (a paper form may have only pdf.json). */
  readonly editable: boolean;
}

export function readCatalogFile(paths: SchemaPaths): Catalog {
  return JSON.parse(readFileSync(paths.catalogFile, 'utf8')) as Catalog;
}

export function listForms(paths: SchemaPaths): FormListItem[] {
  return readCatalogFile(paths)
    .forms.map((entry) => ({
      id: entry.id,
      title: entry.title,
      folder: entry.folder,
      mode: entry.mode,
      status: entry.status ?? 'ready',
      version: entry.version,
      editable: existsSync(path.join(paths.formsDir, entry.folder, 'schema.json')),
    }))
    .sort((a, b) => a.id - b.id);
}

export function formEntry(paths: SchemaPaths, id: number): { entry: FormEntry; index: number } | null {
  const forms = readCatalogFile(paths).forms;
  const index = forms.findIndex((entry) => entry.id === id);
  return index === -1 ? null : { entry: forms[index]!, index };
}

export type EditableFile = 'schema.json' | 'ui.json';
export const EDITABLE_FILES: readonly EditableFile[] = ['schema.json', 'ui.json'];

export { FIXTURE_NAME };

export interface FixtureInfo {
  /** `valid/name.json` or `invalid/name.json`. */
  readonly name: string;
  readonly kind: FixtureKind;
  readonly description: string;
  readonly today: string;
  readonly data: unknown;
}

export interface CommittedVersion {
  /** The files as in the last commit (HEAD), or null where the file is new. */
  readonly files: Partial<Record<EditableFile, string | null>>;
  /** Why there is no committed version (no git, no history), in Polish. */
  readonly unavailable?: string;
}

export interface FormFiles {
  readonly entry: FormEntry;
  readonly files: Record<EditableFile, string>;
  readonly fixtures: FixtureInfo[];
  /** Every fixture's text as on disk, by name (`valid/x.json`): what the fixture editor opens. */
  readonly fixtureTexts: Record<string, string>;
  /** schemas/catalog.json as on disk: the form's entry (version, title) and the wizard's tiles. */
  readonly catalog: string;
  readonly committed: CommittedVersion;
}

function formDir(paths: SchemaPaths, entry: FormEntry): string {
  return path.join(paths.formsDir, entry.folder);
}

export function readFixtures(paths: SchemaPaths, entry: FormEntry): FixtureInfo[] {
  const dir = formDir(paths, entry);
  return (['valid', 'invalid'] as const).flatMap((kind) =>
    fixtureFiles(dir, kind).flatMap((file) => {
      const fixture = readFixture(file, kind);
      if ('message' in fixture) return [];
      return [
        {
          name: `${kind}/${path.basename(file)}`,
          kind,
          description: fixture.description ?? '',
          today: fixture.today,
          data: fixture.data,
        },
      ];
    }),
  );
}

/**
 * Each `git cat-file --batch` request's object, or null where git answered "missing". Output per request:
 * `<id> <type> <size>\n<bytes>\n` or `<request> missing\n`.
 */
function readBatch(output: Buffer, count: number): (Buffer | null)[] {
  const objects: (Buffer | null)[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    const end = output.indexOf(0x0a, at);
    const header = output.toString('utf8', at, end);
    if (header.endsWith(' missing')) {
      objects.push(null);
      at = end + 1;
      continue;
    }
    const size = Number(header.split(' ')[2]);
    objects.push(output.subarray(end + 1, end + 1 + size));
    at = end + 1 + size + 1;
  }
  return objects;
}

/**
 * Each editable file as in HEAD; on a copy without git history, says so. One `git cat-file --batch` for
 * HEAD and the files (paths relative to the schemas' root, `HEAD:./…`): the four processes it replaced
 * (the top level, HEAD, a `git show` per file) were most of the time of reading a form.
 */
export function committedVersion(paths: SchemaPaths, entry: FormEntry): CommittedVersion {
  const requests = [
    'HEAD',
    ...EDITABLE_FILES.map(
      (name) =>
        `HEAD:./${path
          .relative(paths.root, path.join(formDir(paths, entry), name))
          .split(path.sep)
          .join('/')}`,
    ),
  ];
  let objects: (Buffer | null)[] = [];
  try {
    const output = execFileSync('git', ['cat-file', '--batch'], {
      cwd: paths.root,
      input: `${requests.join('\n')}\n`,
      stdio: ['pipe', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    objects = readBatch(output, requests.length);
  } catch {
    // Not a git repository: as a repository without commits.
  }
  const [head, ...contents] = objects;
  if (!head)
    return {
      files: {},
      unavailable:
        'Brak historii git w tym katalogu (np. kopia bez repozytorium albo repozytorium bez commitów): nie ma z czym porównać.',
    };
  const files: Partial<Record<EditableFile, string | null>> = {};
  EDITABLE_FILES.forEach((name, index) => {
    files[name] = contents[index]?.toString('utf8') ?? null;
  });
  return { files };
}

export function readForm(paths: SchemaPaths, id: number): FormFiles | null {
  const found = formEntry(paths, id);
  if (!found) return null;
  const { entry } = found;
  const dir = formDir(paths, entry);
  if (!existsSync(path.join(dir, 'schema.json'))) return null;
  const read = (name: EditableFile) =>
    existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '';
  const fixtureTexts: Record<string, string> = {};
  for (const kind of ['valid', 'invalid'] as const)
    for (const file of fixtureFiles(dir, kind))
      fixtureTexts[`${kind}/${path.basename(file)}`] = readFileSync(file, 'utf8');
  return {
    entry,
    files: { 'schema.json': read('schema.json'), 'ui.json': read('ui.json') },
    fixtures: readFixtures(paths, entry),
    fixtureTexts,
    catalog: readFileSync(paths.catalogFile, 'utf8'),
    committed: committedVersion(paths, entry),
  };
}

/** The studio's unsaved text: the form's two files, and fixtures and the catalog when they were edited. */
export interface EditedFiles {
  readonly 'schema.json'?: string;
  readonly 'ui.json'?: string;
  /** Fixtures edited or new, by name (FIXTURE_NAME); the others are read from disk. */
  readonly fixtures?: Readonly<Record<string, string>>;
  /** schemas/catalog.json, when edited. */
  readonly 'catalog.json'?: string;
}

/** The fixtures of `edited` whose names may be written (FIXTURE_NAME), as [name, text]. */
export function editedFixtures(edited: EditedFiles): [string, string][] {
  return Object.entries(edited.fixtures ?? {}).filter(([name]) => FIXTURE_NAME.test(name));
}

/** What a path of an overlay holds: a link to the real file or folder, or an edited text. */
type Layer = { readonly link: string } | { readonly text: string };

/**
 * Every path of an overlay of `root`'s schemas/ (relative to the overlay, `/`-separated) and what it holds:
 * links to the real files, except the edited form's files, fixtures and catalog, which hold the edited text.
 */
function overlayLayers(real: SchemaPaths, entry: FormEntry, edited: EditedFiles): Map<string, Layer> {
  const layers = new Map<string, Layer>();
  const schemas = path.basename(real.schemasDir);
  const forms = `${schemas}/${path.basename(real.formsDir)}`;
  const catalog = edited['catalog.json'];
  for (const name of readdirSync(real.schemasDir)) {
    if (name === path.basename(real.formsDir)) continue;
    layers.set(
      `${schemas}/${name}`,
      name === path.basename(real.catalogFile) && catalog !== undefined
        ? { text: catalog }
        : { link: path.join(real.schemasDir, name) },
    );
  }
  for (const name of readdirSync(real.formsDir))
    if (name !== entry.folder) layers.set(`${forms}/${name}`, { link: path.join(real.formsDir, name) });
  const own = path.join(real.formsDir, entry.folder);
  const copy = `${forms}/${entry.folder}`;
  for (const name of readdirSync(own))
    if (name !== 'fixtures') layers.set(`${copy}/${name}`, { link: path.join(own, name) });
  for (const name of EDITABLE_FILES) {
    const text = edited[name];
    if (text !== undefined) layers.set(`${copy}/${name}`, { text });
  }
  // The fixtures folder is laid file by file: an edited or new fixture replaces or joins the real ones.
  linkTree(path.join(own, 'fixtures'), (relative, file) =>
    layers.set(`${copy}/fixtures/${relative}`, { link: file }),
  );
  for (const [name, text] of editedFixtures(edited)) layers.set(`${copy}/fixtures/${name}`, { text });
  return layers;
}

/** Calls `found` for every file under `from` with its path relative to `from` (`/`-separated). */
function linkTree(from: string, found: (relative: string, file: string) => void, prefix = ''): void {
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (statSync(source).isDirectory()) linkTree(source, found, `${prefix}${name}/`);
    else found(`${prefix}${name}`, source);
  }
}

const sameLayer = (a: Layer | undefined, b: Layer): boolean =>
  a !== undefined && ('link' in a ? 'link' in b && a.link === b.link : 'text' in b && a.text === b.text);

/** Makes the folder `base` hold `layers`, changing only the paths that differ from `laid` (what it holds). */
function layOverlay(base: string, laid: Map<string, Layer>, layers: Map<string, Layer>): void {
  for (const relative of laid.keys())
    if (!layers.has(relative)) rmSync(path.join(base, relative), { force: true });
  for (const [relative, layer] of layers) {
    const previous = laid.get(relative);
    if (sameLayer(previous, layer)) continue;
    const file = path.join(base, relative);
    // A text is written over a text only, never through a link (that would write the real file).
    if (!previous || 'link' in previous || 'link' in layer) rmSync(file, { force: true });
    mkdirSync(path.dirname(file), { recursive: true });
    if ('link' in layer) symlinkSync(layer.link, file);
    else writeFileSync(file, layer.text);
  }
}

/**
 * A throwaway root whose schemas/ links to the real files, except the edited form's folder, which holds
 * the edited schema.json and ui.json (and links to the rest of the folder). Removed by `dispose`.
 */
export function overlayRoot(paths: SchemaPaths, entry: FormEntry, edited: EditedFiles) {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-studio-'));
  layOverlay(base, new Map(), overlayLayers(paths, entry, edited));
  return {
    root: base,
    paths: schemaPaths(base),
    dispose: () => rmSync(base, { recursive: true, force: true }),
  };
}

/**
 * The overlays kept between requests, one per form and root: each evaluation of an edit changes only the
 * files that differ from the last one's. Laying a new overlay of links (about 70 of them) and removing it
 * took most of an evaluation's time (about 0.1 s each, five per edit, more on a busy disk).
 */
const keptOverlays = new Map<string, { base: string; laid: Map<string, Layer> }>();
const KEPT_PREFIX = 'portal-studio-kept-';
let exitHandled = false;

/** Whether the process `pid` is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The kept overlays of processes that are gone: a server stopped by a signal (Playwright's webServer, the
 * benchmark, Ctrl+C) or a test worker ends without its 'exit' handlers. Each overlay's name holds its pid.
 */
function removeOrphanedOverlays(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(KEPT_PREFIX) ? Number(name.slice(KEPT_PREFIX.length).split('-')[0]) : 0;
    if (pid && pid !== process.pid && !isRunning(pid))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** The kept overlay of the form with `edited` laid in it, for synchronous work only (the next request changes it). */
export function keptOverlay(paths: SchemaPaths, entry: FormEntry, edited: EditedFiles): SchemaPaths {
  const key = `${paths.root}\0${entry.folder}`;
  if (!exitHandled) {
    exitHandled = true;
    process.once('exit', () => {
      for (const { base } of keptOverlays.values()) rmSync(base, { recursive: true, force: true });
    });
  }
  let kept = keptOverlays.get(key);
  if (!kept || !existsSync(kept.base)) {
    // Once per form and root, so rarely: and not only in a process's first overlay, which may have been
    // made before another process stopped (a test worker runs many files; a server, many days).
    removeOrphanedOverlays();
    kept = { base: mkdtempSync(path.join(tmpdir(), `${KEPT_PREFIX}${process.pid}-`)), laid: new Map() };
    keptOverlays.set(key, kept);
  }
  const layers = overlayLayers(paths, entry, edited);
  try {
    layOverlay(kept.base, kept.laid, layers);
  } catch (error) {
    // Half laid: the next request starts a new one.
    rmSync(kept.base, { recursive: true, force: true });
    keptOverlays.delete(key);
    throw error;
  }
  kept.laid = layers;
  return schemaPaths(kept.base);
}

// The meta-schemas change rarely: compiled once per content of schemas/meta.
let metaCache: { key: string; result: ReturnType<typeof loadMetaValidators> } | null = null;

function metaValidators(paths: SchemaPaths): ReturnType<typeof loadMetaValidators> {
  const key = readdirSync(paths.metaDir)
    .sort()
    .map((name) => `${name}:${statSync(path.join(paths.metaDir, name)).mtimeMs}`)
    .join();
  if (metaCache?.key !== key) metaCache = { key, result: loadMetaValidators(paths) };
  return metaCache.result;
}

// One AJV for every request. Validators are cached by what the schema accepts (validation-key.ts), so a
// retitled field compiles nothing; the preview's precompiled module is generated from the same function.
let sharedAjv: ReturnType<typeof createAjv> | null = null;
const compiled = new Map<string, { validate: ContextualValidator; module?: string }>();

function compiledFor(bundled: JsonObject) {
  const key = validationKey(bundled);
  let found = compiled.get(key);
  if (!found) {
    sharedAjv ??= createAjv();
    found = { validate: compileCached(sharedAjv, bundled) };
    if (compiled.size > 50) compiled.clear();
    compiled.set(key, found);
  }
  return { key, found };
}

function compile(bundled: JsonObject): ContextualValidator {
  return compiledFor(bundled).found.validate;
}

/**
 * The edited schema's validator as the ES module `pnpm schemas:build` generates (AJV standalone code over
 * @portal/validation/runtime), so the preview validates exactly as the portal does and compiles nothing in
 * the browser. `key` names it (the same for schemas that accept the same data).
 */
export function validatorModule(bundled: JsonObject): { key: string; code: string } {
  const { key, found } = compiledFor(bundled);
  found.module ??= standaloneModuleCode(
    sharedAjv!,
    found.validate as unknown as Parameters<typeof standaloneModuleCode>[1],
  );
  return { key, code: found.module };
}

/** The check of one form (@portal/schema-kit check-form.ts), on the edited text, located in that text; with an
 * edited catalog, the catalog's check too (@portal/schema-kit check-catalog.ts). */
export function checkEdited(
  entry: FormEntry,
  catalogIndex: number,
  overlay: SchemaPaths,
  catalogEdited = false,
): Problem[] {
  const { validators: meta, problems: metaProblems } = metaValidators(overlay);
  if (!meta)
    return metaProblems.map((problem) => ({
      file: displayPath(overlay, problem.file),
      pointer: '',
      message: problem.message,
    }));
  sharedAjv ??= createAjv();
  const result = checkForm({ paths: overlay, ajv: sharedAjv, meta }, entry, `/forms/${catalogIndex}`);
  const problems = [...(catalogEdited ? catalogProblems(overlay, meta) : []), ...result.problems];
  return locateProblems(overlay.root, uniqueProblems(problems));
}

function catalogProblems(
  overlay: SchemaPaths,
  meta: NonNullable<ReturnType<typeof loadMetaValidators>['validators']>,
): Problem[] {
  const file = displayPath(overlay, overlay.catalogFile);
  const text = readFileSync(overlay.catalogFile, 'utf8');
  const syntax = jsonSyntaxError(text);
  if (syntax)
    return [
      {
        file,
        pointer: '',
        message: `niepoprawny JSON w wierszu ${syntax.line}, kolumnie ${syntax.column}: ${syntax.message}`,
      },
    ];
  return checkCatalog(overlay, JSON.parse(text) as unknown, meta).problems;
}

export interface FixtureVerdict {
  readonly name: string;
  readonly kind: FixtureKind;
  readonly description: string;
  /** The fixture's day and data (what the preview opens with; undefined data when unreadable). */
  readonly today: string;
  readonly data: unknown;
  /** A valid fixture passes with no error; an invalid one with exactly the declared errors. */
  readonly pass: boolean;
  readonly expected: readonly ExpectedError[];
  /** The errors the user would see, Polish, with the path of the field. */
  readonly actual: readonly FieldError[];
  readonly missing: readonly ExpectedError[];
  readonly unexpected: readonly FieldError[];
  readonly wrongMessage: readonly { expected: ExpectedError; actual: readonly string[] }[];
  /** The fixture file could not be read. */
  readonly unreadable?: string;
}

/** Every fixture of the form through the validator of the edited schema (@portal/schema-kit fixtures.ts). */
export function runFixtures(entry: FormEntry, overlay: SchemaPaths, bundled: JsonObject): FixtureVerdict[] {
  const validate = compile(bundled);
  const dir = path.join(overlay.formsDir, entry.folder);
  return (['valid', 'invalid'] as const).flatMap((kind) =>
    fixtureFiles(dir, kind).map((file): FixtureVerdict => {
      const name = `${kind}/${path.basename(file)}`;
      const fixture = readFixture(file, kind);
      if ('message' in fixture) {
        return {
          name,
          kind,
          description: '',
          today: DEFAULT_FIXTURE_TODAY,
          data: undefined,
          pass: false,
          expected: [],
          actual: [],
          missing: [],
          unexpected: [],
          wrongMessage: [],
          unreadable: fixture.message,
        };
      }
      const outcome = evaluateFixtureData(validate, fixture.data, fixture.today);
      const expected = fixture.errors ?? [];
      const comparison = compareErrors(expected, outcome.errors);
      const pass =
        kind === 'valid'
          ? outcome.errors.length === 0
          : outcome.errors.length > 0 &&
            comparison.missing.length === 0 &&
            comparison.unexpected.length === 0 &&
            comparison.wrongMessage.length === 0;
      return {
        name,
        kind,
        description: fixture.description ?? '',
        today: fixture.today,
        data: fixture.data,
        pass,
        expected,
        actual: outcome.errors,
        ...comparison,
      };
    }),
  );
}

export interface Evaluation {
  /** Problems of the check, with line and column in the edited text where the file is one of the two. */
  readonly problems: Problem[];
  /** What the engine renders: the bundled schema and ui.json, or null when the schema does not bundle. */
  readonly preview: { readonly schema: JsonObject; readonly ui: FormUi } | null;
  readonly fixtures: FixtureVerdict[];
}

/** Runs `work` on an overlay of the edited text; null when the form is unknown. */
function withOverlay<T>(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
  work: (overlay: SchemaPaths, entry: FormEntry, index: number) => T,
): T | null {
  const found = formEntry(paths, id);
  if (!found) return null;
  const own = editedEntry(edited, found.entry) ?? found;
  return work(keptOverlay(paths, found.entry, edited), own.entry, own.index);
}

/**
 * The form's entry in the edited catalog (its version, title), when the catalog was edited, still parses and
 * still has the form in the same folder; otherwise null (the catalog's check says what is wrong).
 */
export function editedEntry(
  edited: EditedFiles,
  real: FormEntry,
): { entry: FormEntry; index: number } | null {
  const text = edited['catalog.json'];
  if (text === undefined) return null;
  try {
    const forms = (JSON.parse(text) as Catalog).forms;
    const index = forms.findIndex((entry) => entry.id === real.id && entry.folder === real.folder);
    return index === -1 ? null : { entry: forms[index]!, index };
  } catch {
    return null;
  }
}

function bundleOrNull(overlay: SchemaPaths, entry: FormEntry): Evaluation['preview'] {
  try {
    const schema = bundleFormSchema(overlay.schemasDir, entry);
    return { schema, ui: bundleFormUi(overlay.schemasDir, entry, schema) };
  } catch {
    // The check says why (syntax, $ref); there is nothing to render or validate.
    return null;
  }
}

/** The fixtures' verdicts on the edited text ([] when the schema does not bundle or compile: the check says why). */
export function fixturesOfEdited(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
): FixtureVerdict[] | null {
  return withOverlay(paths, id, edited, (overlay, entry) => {
    const bundled = bundleOrNull(overlay, entry);
    if (!bundled) return [];
    try {
      return runFixtures(entry, overlay, bundled.schema);
    } catch {
      return [];
    }
  });
}

/** The check's problems of the edited text. */
export function checkOfEdited(paths: SchemaPaths, id: number, edited: EditedFiles): Problem[] | null {
  return withOverlay(paths, id, edited, (overlay, entry, index) =>
    checkEdited(entry, index, overlay, edited['catalog.json'] !== undefined),
  );
}

/** Check, bundle and run the fixtures of the edited text, in one go. */
export function evaluateForm(paths: SchemaPaths, id: number, edited: EditedFiles): Evaluation | null {
  return withOverlay(paths, id, edited, (overlay, entry, index) => {
    const preview = bundleOrNull(overlay, entry);
    let fixtures: FixtureVerdict[] = [];
    try {
      if (preview) fixtures = runFixtures(entry, overlay, preview.schema);
    } catch {
      // A schema AJV refuses to compile: the check reports it.
    }
    return {
      problems: checkEdited(entry, index, overlay, edited['catalog.json'] !== undefined),
      preview,
      fixtures,
    };
  });
}

/** Only the bundled schema and ui.json of the edited text (fast: the preview re-renders on every pause). */
export function previewForm(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
): Evaluation['preview'] | undefined {
  const result = withOverlay(paths, id, edited, (overlay, entry) => ({
    preview: bundleOrNull(overlay, entry),
  }));
  return result === null ? undefined : result.preview;
}

export interface ChangeReport {
  /** Against the last commit; null with `unavailable` when there is none (no git history). */
  readonly report: FormChangeReport | null;
  readonly unavailable?: string;
  /** The catalog's version now (the edited catalog's when edited) and the next minor one after the
   * committed version (what a needed bump writes). */
  readonly version: string;
  readonly nextVersion: string | undefined;
  /** The version in the last commit's catalog, when there is one: a raised version differs from it. */
  readonly committedVersion?: string;
}

/** The form's version in the last commit's schemas/catalog.json, or undefined (no git, a new form). */
export function committedCatalogVersion(paths: SchemaPaths, id: number): string | undefined {
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: paths.root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const relative = path.relative(top, paths.catalogFile).split(path.sep).join('/');
    const text = execFileSync('git', ['show', `HEAD:${relative}`], {
      cwd: top,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return (JSON.parse(text) as Catalog).forms.find((entry) => entry.id === id)?.version;
  } catch {
    return undefined;
  }
}

/**
 * The change report (packages/form-model compareFormSources) of the edited text against the last committed
 * schema.json and ui.json, both bundled with today's shared definitions.
 */
export function changesOfEdited(paths: SchemaPaths, id: number, edited: EditedFiles): ChangeReport | null {
  const found = formEntry(paths, id);
  if (!found) return null;
  const { entry } = found;
  // The version the edited catalog gives (the analyst may have raised it already), and the one to raise
  // from: the last commit's, so a version raised and saved is not raised again.
  const version = editedEntry(edited, entry)?.entry.version ?? entry.version;
  const lastVersion = committedCatalogVersion(paths, id);
  const base = {
    version,
    nextVersion: nextMinorVersion(lastVersion ?? entry.version),
    ...(lastVersion ? { committedVersion: lastVersion } : {}),
  };
  const committed = committedVersion(paths, entry);
  if (committed.unavailable) return { ...base, report: null, unavailable: committed.unavailable };
  const before: Partial<Record<EditableFile, string>> = {};
  for (const name of EDITABLE_FILES) {
    const text = committed.files[name];
    if (typeof text === 'string') before[name] = text;
  }
  if (before['schema.json'] === undefined)
    return {
      ...base,
      report: null,
      unavailable: 'Ten formularz nie ma jeszcze zatwierdzonej (commit) wersji schema.json.',
    };
  const bundle = (files: EditedFiles) =>
    withOverlay(paths, id, files, (overlay) => bundleOrNull(overlay, entry));
  const old = bundle(before);
  const now = bundle(edited);
  if (!old)
    return {
      ...base,
      report: null,
      unavailable: 'Zatwierdzonej wersji nie da się złożyć (błąd w schemas/defs?).',
    };
  if (!now)
    return { ...base, report: null, unavailable: 'Popraw problemy: edytowanego schematu nie da się złożyć.' };
  // A rule naming a field the edited schema lacks is off: the report must not call it stricter.
  const inactiveRule = (field: FieldModel, keyword: string, value: unknown) =>
    keywordFieldProblems(keyword, value, { schema: field.schema, pointer: field.schemaAt }, now.schema)[0]
      ?.message;
  return { ...base, report: compareFormSources(old, now, { inactiveRule }) };
}

/**
 * The paper form's PDF from the edited text, as the portal's GET /api/forms/:id/document.pdf renders it
 * (@portal/form-pdf, the operator's placeholder contact): null for an unknown form, 'online' for a form
 * filed online, 'unrenderable' when the edited files do not make a paper form (the check says why).
 */
export async function paperPdfOfEdited(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
): Promise<Uint8Array | 'online' | 'unrenderable' | null> {
  const found = formEntry(paths, id);
  if (!found) return null;
  if (found.entry.mode !== 'pdf') return 'online';
  const overlay = overlayRoot(paths, found.entry, edited);
  try {
    return await generateNotificationPdf(overlay.paths.schemasDir, found.entry, PLACEHOLDER_OPERATOR);
  } catch {
    return 'unrenderable';
  } finally {
    overlay.dispose();
  }
}

export interface DataVerdict {
  /** What the user would see beneath the fields, as the server's validator says it (Polish). */
  readonly errors: readonly FieldError[];
  readonly warnings: readonly FieldError[];
}

/**
 * The server's verdict on answers filled in the preview (the validator the API runs, on the edited schema),
 * at the fixtures' day unless `today` is given: what "Sprawdź na serwerze" shows and what a fixture made
 * from the preview declares. Null for an unknown form, 'unbundled' when the edited schema does not bundle.
 */
export function verdictOfEdited(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
  data: unknown,
  today: string = DEFAULT_FIXTURE_TODAY,
): DataVerdict | 'unbundled' | null {
  return withOverlay(paths, id, edited, (overlay, entry): DataVerdict | 'unbundled' => {
    const bundled = bundleOrNull(overlay, entry);
    if (!bundled) return 'unbundled';
    const outcome = evaluateFixtureData(compile(bundled.schema), data, today);
    return { errors: outcome.errors, warnings: outcome.warnings };
  });
}
