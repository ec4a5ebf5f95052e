// Behind `pnpm schemas:versions [--since <rev>]` (tools/schemas/versions.ts), and part of the schema
// check: a form whose change needs a new version (the studio's change report, packages/form-model
// compareFormSources: "Potrzebna nowa wersja") has one, compared with its release in git.
// Without --since, a form's release is the commit that set its current version in schemas/catalog.json
// (the first one, along the first parents, where it has that version): a change since then that needs a
// new version must come with one, as the studio asks on each commit. With --since <rev> (a release tag,
// `main` for a branch) every form is compared with that revision instead and its version must be above
// the one there. docs/decisions.md "Form versions against git". Each such form is a problem at
// `schemas/catalog.json:line:column /forms/i/version`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import { bundleFormSchema, bundleFormUi } from '@portal/form-catalog/node';
import { compareFormSources, nextMinorVersion, type FormChange, type FormSource } from '@portal/form-model';
import { readJsonFile } from './json-files.ts';
import { displayPath, hasFormSchema, schemaPaths, type SchemaPaths } from './paths.ts';
import { locateProblems, type Problem } from './problems.ts';

function git(root: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** -1, 0 or 1; a version that is not major.minor.patch compares as 0.0.0. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    (/^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim()) ?? [0, 0, 0, 0]).slice(1).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

const catalogs = new Map<string, Catalog | null>();

function catalogAt(root: string, revision: string, catalogPath: string): Catalog | null {
  const key = `${root}\u0000${revision}\u0000${catalogPath}`;
  if (!catalogs.has(key)) {
    let catalog: Catalog | null;
    try {
      catalog = JSON.parse(git(root, ['show', `${revision}:${catalogPath}`])) as Catalog;
    } catch {
      catalog = null;
    }
    // A commit's catalog never changes; a branch name's may, so only full hashes are kept.
    if (!/^[0-9a-f]{40}$/.test(revision)) return catalog;
    catalogs.set(key, catalog);
  }
  return catalogs.get(key) ?? null;
}

/**
 * Each form's release: the commit that set its last committed version (the oldest of the newest commits
 * having it, along the first parents). A version changed in the working tree is compared with it too.
 */
function releasesOfVersions(root: string, paths: SchemaPaths): Map<number, string> {
  const catalogPath = displayPath(paths, paths.catalogFile);
  const commits = git(root, ['log', '--first-parent', '--format=%H', '--', catalogPath])
    .split('\n')
    .filter(Boolean);
  const releases = new Map<number, string>();
  let open: Map<number, string> | undefined;
  for (const commit of commits) {
    const then = catalogAt(root, commit, catalogPath);
    open ??= new Map((then?.forms ?? []).map((entry) => [entry.id, entry.version]));
    for (const [id, version] of [...open]) {
      const entry = then?.forms.find((candidate) => candidate.id === id);
      if (entry?.version === version) releases.set(id, commit);
      else open.delete(id);
    }
    if (open.size === 0) break;
  }
  return releases;
}

/** schemas/ as it was at a revision, in a temporary folder (bundling needs its shared definitions too). */
function schemasAt(
  root: string,
  paths: SchemaPaths,
  revision: string,
): { paths: SchemaPaths; dispose(): void } {
  const base = mkdtempSync(path.join(tmpdir(), 'portal-versions-'));
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', revision, displayPath(paths, paths.schemasDir)],
    {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', base], { input: archive });
  return { paths: schemaPaths(base), dispose: () => rmSync(base, { recursive: true, force: true }) };
}

/** The files under schemas/ that differ between a revision and the working tree (one git call each). */
function changedSince(root: string, paths: SchemaPaths, revision: string): string[] {
  return git(root, [
    'diff',
    '--name-only',
    '--no-renames',
    revision,
    '--',
    displayPath(paths, paths.schemasDir),
  ])
    .split('\n')
    .filter(Boolean);
}

/** Whether a form's files and the shared definitions are in the working tree as at the revision. */
function unchangedSince(paths: SchemaPaths, changed: readonly string[], folders: readonly string[]): boolean {
  const inputs = [paths.defsDir, ...folders.map((folder) => path.join(paths.formsDir, folder))].map(
    (input) => `${displayPath(paths, input)}/`,
  );
  return !changed.some((file) => inputs.some((input) => file.startsWith(input)));
}

function bundled(paths: SchemaPaths, entry: FormEntry): FormSource | null {
  try {
    const schema = bundleFormSchema(paths.schemasDir, entry);
    return { schema, ui: bundleFormUi(paths.schemasDir, entry, schema) };
  } catch {
    return null; // schemas:check says why
  }
}

const CHANGE_NAMES: Readonly<Record<FormChange['kind'], string>> = {
  fieldAdded: 'dodane wymagane pole',
  fieldRemoved: 'usunięte pole',
  fieldRenamed: 'zmieniona nazwa pola',
  madeRequired: 'pole teraz wymagane',
  madeOptional: 'pole już nie wymagane',
  labelChanged: 'zmieniona etykieta',
  helpChanged: 'zmieniona pomoc',
  fieldsReordered: 'zmieniona kolejność pól',
  typeChanged: 'zmieniony typ pola',
  widgetChanged: 'zmieniony widżet',
  optionsChanged: 'usunięte opcje',
  rulesChanged: 'surowsze reguły',
  shownWhenChanged: 'zmieniony warunek widoczności',
  fieldMoved: 'sekcja na innym kroku',
  stepAdded: 'dodany krok',
  stepRemoved: 'usunięty krok',
  stepRenamed: 'zmieniony identyfikator kroku',
  stepRetitled: 'zmieniony tytuł kroku',
  stepsReordered: 'zmieniona kolejność kroków',
};

function describeChanges(changes: readonly FormChange[]): string {
  const needing = changes.filter((change) => change.needsVersionBump);
  const shown = needing.slice(0, 5).map((change) => {
    const where =
      'label' in change
        ? `„${change.label}”`
        : 'title' in change
          ? `„${change.title}”`
          : 'step' in change
            ? `„${change.step}”`
            : change.after.join(', ');
    return `${CHANGE_NAMES[change.kind]} ${where}`;
  });
  return (
    shown.join('; ') + (needing.length > shown.length ? `; i ${needing.length - shown.length} więcej` : '')
  );
}

export interface VersionsOptions {
  /** Compare every form with this revision instead of the commit that set its version. */
  readonly since?: string | undefined;
}

/** Every form whose change since its release needs a version it does not have, at file:line:column. */
export function checkVersions(paths: SchemaPaths, options: VersionsOptions = {}): Problem[] {
  return locateProblems(paths.root, versionProblems(paths.root, options));
}

/**
 * What `pnpm schemas:check` adds (the second studio round's goal: "each mistake refused by schemas:check"): the same, when
 * `root` is the top of a git work tree; nothing for a copy of schemas/ outside git (tests, the studio's
 * overlay of edited files) or a repository without commits, which have no release to compare with.
 */
export function versionProblemsInGit(root: string): Problem[] {
  // The top of a work tree has .git (a folder, or a file in a linked work tree): without it there is
  // nothing to compare, and no git to start (tests check copies of schemas/ dozens of times).
  if (!existsSync(path.join(root, '.git'))) return [];
  try {
    const top = git(root, ['rev-parse', '--show-toplevel']).trim();
    if (realpathSync(top) !== realpathSync(root)) return [];
    git(root, ['rev-parse', '--verify', 'HEAD']);
  } catch {
    return [];
  }
  return versionProblems(root, {});
}

function versionProblems(root: string, options: VersionsOptions): Problem[] {
  const paths = schemaPaths(root);
  const catalogFile = displayPath(paths, paths.catalogFile);
  const json = readJsonFile(paths.catalogFile);
  if (!json.ok) return [{ file: catalogFile, pointer: '', message: json.message }];
  const catalog = json.value as Catalog;
  const releases = options.since
    ? new Map(catalog.forms.map((entry) => [entry.id, options.since as string]))
    : releasesOfVersions(root, paths);
  const problems: Problem[] = [];
  const trees = new Map<string, ReturnType<typeof schemasAt>>();
  const changedFiles = new Map<string, string[]>();
  try {
    catalog.forms.forEach((entry, index) => {
      const revision = releases.get(entry.id);
      if (!revision || !hasFormSchema(paths, entry.folder)) return;
      const released = (catalogAt(root, revision, catalogFile)?.forms ?? []).find(
        (old) => old.id === entry.id,
      );
      // A form new since the revision has nothing released to break.
      if (!released) return;
      const shortRevision = revision.length === 40 ? revision.slice(0, 10) : revision;
      const at = { file: catalogFile, pointer: `/forms/${index}/version` };
      if (compareVersions(entry.version, released.version) < 0) {
        problems.push({
          ...at,
          message: `formularz ${entry.id} „${entry.title}”: wersja nie może się cofnąć (w ${shortRevision} była ${released.version}, jest ${entry.version})`,
        });
        return;
      }
      // Bundling and comparing is the slow part: a form whose files and definitions are as released is skipped.
      let changed = changedFiles.get(revision);
      if (!changed) changedFiles.set(revision, (changed = changedSince(root, paths, revision)));
      if (unchangedSince(paths, changed, [...new Set([released.folder, entry.folder])])) return;
      let tree = trees.get(revision);
      if (!tree) trees.set(revision, (tree = schemasAt(root, paths, revision)));
      if (!hasFormSchema(tree.paths, released.folder)) return;
      const before = bundled(tree.paths, released);
      const now = bundled(paths, entry);
      if (!before || !now) return;
      const report = compareFormSources(before, now);
      const required = nextMinorVersion(released.version) ?? released.version;
      if (!report.needsVersionBump || compareVersions(entry.version, required) >= 0) return;
      problems.push({
        ...at,
        message:
          `formularz ${entry.id} „${entry.title}” zmienił się od ${shortRevision} tak, że potrzebuje nowej wersji: ` +
          `było ${released.version}, jest ${entry.version}, potrzeba ${required}; zmień "version" na ${required} ` +
          `(${describeChanges(report.changes)})`,
      });
    });
  } finally {
    for (const tree of trees.values()) tree.dispose();
  }
  return problems;
}
