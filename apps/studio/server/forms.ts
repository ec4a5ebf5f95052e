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
import { createAjv, type ContextualValidator, type LocalizedError } from '@portal/validation';
import { checkForm } from '../../../tools/schemas/check-form.ts';
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

// Compiling is most of the time; a keystroke that changes only ui.json reuses the schema's validator.
const validators = new Map<string, ContextualValidator>();
let sharedAjv: ReturnType<typeof createAjv> | null = null;

function compile(bundled: JsonObject): ContextualValidator {
  const key = JSON.stringify(bundled);
  let validate = validators.get(key);
  if (!validate) {
    sharedAjv ??= createAjv();
    validate = sharedAjv.compile(bundled) as ContextualValidator;
    if (validators.size > 50) {
      validators.clear();
      sharedAjv = createAjv();
    }
    validators.set(key, validate);
  }
  return validate;
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
  readonly actual: readonly LocalizedError[];
  readonly missing: readonly ExpectedError[];
  readonly unexpected: readonly LocalizedError[];
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

/** Check, bundle and run the fixtures of the edited text, in one go (one request per pause in typing). */
export function evaluateForm(root: string, id: number, edited: EditedFiles): Evaluation | null {
  const found = formEntry(root, id);
  if (!found) return null;
  const overlay = overlayRoot(root, found.entry, edited);
  try {
    const problems = checkEdited(found.entry, found.index, overlay.paths);
    let bundled: JsonObject | null = null;
    let ui: FormUi | null = null;
    try {
      bundled = bundleFormSchema(overlay.paths.schemasDir, found.entry);
      ui = bundleFormUi(overlay.paths.schemasDir, found.entry, bundled);
    } catch {
      // The check says why (syntax, $ref); there is nothing to render or validate.
    }
    let fixtures: FixtureVerdict[] = [];
    if (bundled) {
      try {
        fixtures = runFixtures(found.entry, overlay.paths, bundled);
      } catch {
        // A schema AJV refuses to compile: the check reports it.
      }
    }
    return { problems, preview: bundled && ui ? { schema: bundled, ui } : null, fixtures };
  } finally {
    overlay.dispose();
  }
}

/** Only the bundled schema and ui.json of the edited text (fast: the preview re-renders on every pause). */
export function previewForm(
  root: string,
  id: number,
  edited: EditedFiles,
): Evaluation['preview'] | undefined {
  const found = formEntry(root, id);
  if (!found) return undefined;
  const overlay = overlayRoot(root, found.entry, edited);
  try {
    const schema = bundleFormSchema(overlay.paths.schemasDir, found.entry);
    return { schema, ui: bundleFormUi(overlay.paths.schemasDir, found.entry, schema) };
  } catch {
    return null;
  } finally {
    overlay.dispose();
  }
}
