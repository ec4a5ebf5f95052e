// What the studio's dev server does with schemas/ (issue 19): list and read the forms, the last committed
// version, and check, bundle and run the fixtures of the EDITED (unsaved) text of a form. Everything goes
// through the same modules as `pnpm schemas:check` (tools/schemas): the edited text is laid in a throwaway
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
import { validationKey } from './validation-key.ts';
import { generateNotificationPdf } from '../../api/src/forms/notification-documents.ts';
import { PLACEHOLDER_OPERATOR } from '../../api/src/operator.ts';
import {
  compareFormSources,
  nextMinorVersion,
  type FieldModel,
  type FormChangeReport,
} from '@portal/form-model';
import { checkForm, compileCached } from '../../../tools/schemas/check-form.ts';
import { keywordFieldProblems } from '../../../tools/schemas/check-keyword-fields.ts';
import {
  compareErrors,
  evaluateFixtureData,
  fixtureFiles,
  readFixture,
  type ExpectedError,
  type FixtureKind,
} from '../../../tools/schemas/fixtures.ts';
import { loadMetaValidators } from '../../../tools/schemas/meta-validators.ts';
import { displayPath, repoRoot, schemaPaths, type SchemaPaths } from '../../../tools/schemas/paths.ts';
import { locateProblems, uniqueProblems, type Problem } from '../../../tools/schemas/problems.ts';

/**
 * The folder holding schemas/ (and docs/, .prettierrc.json): the repository, or the parent of
 * STUDIO_SCHEMAS_DIR when it is set (tests and the e2e journey save into a temporary copy).
 */
export function studioRoot(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.STUDIO_SCHEMAS_DIR;
  return dir ? path.dirname(path.resolve(dir)) : repoRoot;
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

export function readCatalogFile(root: string): Catalog {
  return JSON.parse(readFileSync(schemaPaths(root).catalogFile, 'utf8')) as Catalog;
}

export function listForms(root: string): FormListItem[] {
  const paths = schemaPaths(root);
  return readCatalogFile(root)
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

export function formEntry(root: string, id: number): { entry: FormEntry; index: number } | null {
  const forms = readCatalogFile(root).forms;
  const index = forms.findIndex((entry) => entry.id === id);
  return index === -1 ? null : { entry: forms[index]!, index };
}

export type EditableFile = 'schema.json' | 'ui.json';
export const EDITABLE_FILES: readonly EditableFile[] = ['schema.json', 'ui.json'];

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
  readonly committed: CommittedVersion;
}

function formDir(root: string, entry: FormEntry): string {
  return path.join(schemaPaths(root).formsDir, entry.folder);
}

export function readFixtures(root: string, entry: FormEntry): FixtureInfo[] {
  const dir = formDir(root, entry);
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

/** `git show HEAD:<file>` for each editable file; on a copy without git history, says so. */
export function committedVersion(root: string, entry: FormEntry): CommittedVersion {
  let top: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    execFileSync('git', ['rev-parse', '--verify', 'HEAD'], { cwd: root, stdio: 'ignore' });
  } catch {
    return {
      files: {},
      unavailable:
        'Brak historii git w tym katalogu (np. kopia bez repozytorium albo repozytorium bez commitów): nie ma z czym porównać.',
    };
  }
  const files: Partial<Record<EditableFile, string | null>> = {};
  for (const name of EDITABLE_FILES) {
    const relative = path
      .relative(top, path.join(formDir(root, entry), name))
      .split(path.sep)
      .join('/');
    try {
      files[name] = execFileSync('git', ['show', `HEAD:${relative}`], {
        cwd: top,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch {
      files[name] = null;
    }
  }
  return { files };
}

export function readForm(root: string, id: number): FormFiles | null {
  const found = formEntry(root, id);
  if (!found) return null;
  const { entry } = found;
  const dir = formDir(root, entry);
  if (!existsSync(path.join(dir, 'schema.json'))) return null;
  const read = (name: EditableFile) =>
    existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '';
  return {
    entry,
    files: { 'schema.json': read('schema.json'), 'ui.json': read('ui.json') },
    fixtures: readFixtures(root, entry),
    committed: committedVersion(root, entry),
  };
}

export type EditedFiles = Partial<Record<EditableFile, string>>;

/**
 * A throwaway root whose schemas/ links to the real files, except the edited form's folder, which holds
 * the edited schema.json and ui.json (and links to the rest of the folder). Removed by `dispose`.
 */
export function overlayRoot(root: string, entry: FormEntry, edited: EditedFiles) {
  const real = schemaPaths(root);
  const base = mkdtempSync(path.join(tmpdir(), 'portal-studio-'));
  const paths = schemaPaths(base);
  mkdirSync(paths.formsDir, { recursive: true });
  for (const name of readdirSync(real.schemasDir)) {
    if (name !== 'forms') symlinkSync(path.join(real.schemasDir, name), path.join(paths.schemasDir, name));
  }
  for (const name of readdirSync(real.formsDir)) {
    if (name !== entry.folder) symlinkSync(path.join(real.formsDir, name), path.join(paths.formsDir, name));
  }
  const own = path.join(real.formsDir, entry.folder);
  const copy = path.join(paths.formsDir, entry.folder);
  mkdirSync(copy);
  for (const name of readdirSync(own)) {
    const text = edited[name as EditableFile];
    if (text === undefined) symlinkSync(path.join(own, name), path.join(copy, name));
  }
  for (const name of EDITABLE_FILES) {
    const text = edited[name];
    if (text !== undefined) writeFileSync(path.join(copy, name), text);
  }
  return { root: base, paths, dispose: () => rmSync(base, { recursive: true, force: true }) };
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

/** The check of one form (tools/schemas/check-form.ts), on the edited text, located in that text. */
export function checkEdited(entry: FormEntry, catalogIndex: number, overlay: SchemaPaths): Problem[] {
  const { validators: meta, problems: metaProblems } = metaValidators(overlay);
  if (!meta)
    return metaProblems.map((problem) => ({
      file: displayPath(overlay, problem.file),
      pointer: '',
      message: problem.message,
    }));
  sharedAjv ??= createAjv();
  const result = checkForm({ paths: overlay, ajv: sharedAjv, meta }, entry, `/forms/${catalogIndex}`);
  return locateProblems(overlay.root, uniqueProblems(result.problems));
}

export interface FixtureVerdict {
  readonly name: string;
  readonly kind: FixtureKind;
  readonly description: string;
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

/** Every fixture of the form through the validator of the edited schema (tools/schemas/fixtures.ts). */
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
  root: string,
  id: number,
  edited: EditedFiles,
  work: (overlay: SchemaPaths, entry: FormEntry, index: number) => T,
): T | null {
  const found = formEntry(root, id);
  if (!found) return null;
  const overlay = overlayRoot(root, found.entry, edited);
  try {
    return work(overlay.paths, found.entry, found.index);
  } finally {
    overlay.dispose();
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
export function fixturesOfEdited(root: string, id: number, edited: EditedFiles): FixtureVerdict[] | null {
  return withOverlay(root, id, edited, (overlay, entry) => {
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
export function checkOfEdited(root: string, id: number, edited: EditedFiles): Problem[] | null {
  return withOverlay(root, id, edited, (overlay, entry, index) => checkEdited(entry, index, overlay));
}

/** Check, bundle and run the fixtures of the edited text, in one go. */
export function evaluateForm(root: string, id: number, edited: EditedFiles): Evaluation | null {
  return withOverlay(root, id, edited, (overlay, entry, index) => {
    const preview = bundleOrNull(overlay, entry);
    let fixtures: FixtureVerdict[] = [];
    try {
      if (preview) fixtures = runFixtures(entry, overlay, preview.schema);
    } catch {
      // A schema AJV refuses to compile: the check reports it.
    }
    return { problems: checkEdited(entry, index, overlay), preview, fixtures };
  });
}

/** Only the bundled schema and ui.json of the edited text (fast: the preview re-renders on every pause). */
export function previewForm(
  root: string,
  id: number,
  edited: EditedFiles,
): Evaluation['preview'] | undefined {
  const result = withOverlay(root, id, edited, (overlay, entry) => ({
    preview: bundleOrNull(overlay, entry),
  }));
  return result === null ? undefined : result.preview;
}

export interface ChangeReport {
  /** Against the last commit; null with `unavailable` when there is none (no git history). */
  readonly report: FormChangeReport | null;
  readonly unavailable?: string;
  /** The catalog's version now and the next minor one (what a needed bump writes). */
  readonly version: string;
  readonly nextVersion: string | undefined;
}

/**
 * The change report (packages/form-model compareFormSources) of the edited text against the last committed
 * schema.json and ui.json, both bundled with today's shared definitions.
 */
export function changesOfEdited(root: string, id: number, edited: EditedFiles): ChangeReport | null {
  const found = formEntry(root, id);
  if (!found) return null;
  const { entry } = found;
  const base = { version: entry.version, nextVersion: nextMinorVersion(entry.version) };
  const committed = committedVersion(root, entry);
  if (committed.unavailable) return { ...base, report: null, unavailable: committed.unavailable };
  const before: EditedFiles = {};
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
    withOverlay(root, id, files, (overlay) => bundleOrNull(overlay, entry));
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
  // A rule naming a field the edited schema lacks is off: the report must not call it stricter (issue 31).
  const inactiveRule = (field: FieldModel, keyword: string, value: unknown) =>
    keywordFieldProblems(keyword, value, { schema: field.schema, pointer: field.schemaAt }, now.schema)[0]
      ?.message;
  return { ...base, report: compareFormSources(old, now, { inactiveRule }) };
}

/**
 * The paper form's PDF from the edited text, as the portal's GET /api/forms/:id/document.pdf renders it
 * (apps/api's renderer, the operator's placeholder contact): null for an unknown form, 'online' for a form
 * filed online, 'unrenderable' when the edited files do not make a paper form (the check says why).
 */
export async function paperPdfOfEdited(
  root: string,
  id: number,
  edited: EditedFiles,
): Promise<Uint8Array | 'online' | 'unrenderable' | null> {
  const found = formEntry(root, id);
  if (!found) return null;
  if (found.entry.mode !== 'pdf') return 'online';
  const overlay = overlayRoot(root, found.entry, edited);
  try {
    return await generateNotificationPdf(overlay.paths.schemasDir, found.entry, PLACEHOLDER_OPERATOR);
  } catch {
    return 'unrenderable';
  } finally {
    overlay.dispose();
  }
}
